import { imageSrc } from './media.ts';
import type { LazyImageProps } from './types.ts';

/**
 * Server markup of a lazy image: the real address waits in `data-src` until the island sees the
 * image within 50 px of the viewport (priority images load at once); `<noscript>` keeps it
 * visible without JavaScript.
 */
export function LazyImageMarkup({ src, alt, width, height, priority, className }: LazyImageProps) {
  const url = imageSrc(src, width);
  return (
    <span className={`lazy-image ${className}`}>
      <img data-src={url} src={priority ? url : undefined} alt={alt} width={width} height={height} decoding="async" fetchPriority={priority ? 'high' : undefined} className="lazy-img" />
      {!priority && (
        <noscript>
          <img src={url} alt={alt} width={width} height={height} className="lazy-fallback" />
        </noscript>
      )}
    </span>
  );
}
