export interface EmbedOptions {
  autoplay?: boolean;
  muted?: boolean;
  loop?: boolean;
  controls?: boolean;
}

/** SPEC defaults: autoplay off, muted on, loop on, controls off. */
export const EMBED_DEFAULTS: Required<EmbedOptions> = { autoplay: false, muted: true, loop: true, controls: false };

const flag = (on: boolean) => (on ? '1' : '0');

/**
 * The privacy-enhanced YouTube embed address: hidden info, no related videos from other channels,
 * modest branding, inline playback, the IFrame API enabled; `playlist` = id so `loop` works.
 */
export function embedUrl(videoId: string, options: EmbedOptions = {}): string {
  const o = { ...EMBED_DEFAULTS, ...options };
  const params = new URLSearchParams({
    autoplay: flag(o.autoplay),
    mute: flag(o.muted),
    loop: flag(o.loop),
    controls: flag(o.controls),
    showinfo: '0',
    rel: '0',
    modestbranding: '1',
    playsinline: '1',
    enablejsapi: '1',
  });
  if (o.loop) params.set('playlist', videoId);
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params}`;
}
