import { embedUrl, type EmbedOptions } from './embedUrl.ts';

export interface VideoEmbedProps extends EmbedOptions {
  videoId: string;
  title: string;
  className?: string;
}

/** A 16:9 privacy-enhanced YouTube frame, loaded lazily by the browser. */
export function VideoEmbed({ videoId, title, className = '', ...options }: VideoEmbedProps) {
  return (
    <div className={`relative aspect-video min-h-[200px] overflow-hidden rounded-xl bg-ink-3 ${className}`}>
      <iframe
        src={embedUrl(videoId, { controls: true, ...options })}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}
