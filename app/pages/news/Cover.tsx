import { imageSrc } from '../../islands/media.ts';

// Covers are 1200 x 630 (the social-card ratio); width and height reserve the space before they load.
const WIDTH = 1200;
const HEIGHT = 630;

/** A news cover image; `priority` for the one above the fold, lazy otherwise. */
export function Cover({ src, alt, size, priority = false, className = '' }: { src: string; alt: string; size: number; priority?: boolean; className?: string }) {
  return (
    <img
      src={imageSrc(src, size)}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={['block h-auto w-full bg-ink-3 object-cover', className].filter(Boolean).join(' ')}
    />
  );
}
