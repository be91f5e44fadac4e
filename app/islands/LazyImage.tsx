import { imageSrc } from './media.ts';
import type { LazyImageProps } from './types.ts';

/**
 * An empty picture of the image's proportions: a lazy image needs a `src` to be valid HTML, and this
 * one reserves the space without a request (the CSP allows `data:` images).
 */
function placeholder(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`)}`;
}

/**
 * Server markup of a lazy image: the real address waits in `data-src` (a placeholder in `src`) until
 * the island sees the image within 50 px of the viewport; priority images carry their address at
 * once. `<noscript>` keeps lazy images visible without JavaScript.
 */
export function LazyImageMarkup({ src, alt, width, height, priority, className }: LazyImageProps) {
  const url = imageSrc(src, width);
  return (
    <span className={`lazy-image ${className}`}>
      <img
        src={priority ? url : placeholder(width, height)}
        data-src={priority ? undefined : url}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className="lazy-img"
      />
      {!priority && (
        <noscript>
          <img src={url} alt={alt} width={width} height={height} className="lazy-fallback" />
        </noscript>
      )}
    </span>
  );
}
