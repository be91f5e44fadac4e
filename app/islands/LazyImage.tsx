import { Island } from '../hydration/Island.tsx';

export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once instead of waiting for the viewport. */
  priority?: boolean;
  className?: string;
};

export const IMAGE_QUALITY = 85;

/**
 * Supabase Storage public objects go through its image service (resized, quality 85);
 * site files and other hosts are served as they are.
 */
export function imageSrc(src: string, width: number, quality = IMAGE_QUALITY): string {
  const marker = '/storage/v1/object/public/';
  if (!src.includes(marker)) return src;
  return `${src.replace(marker, '/storage/v1/render/image/public/')}?width=${width}&quality=${quality}`;
}

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
export function LazyImageView({ src, alt, width, height, priority, className }: Required<LazyImageProps>) {
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

/** An image that loads within 50 px of the viewport (at once with `priority`) and fades in. */
export function LazyImage({ priority = false, className = '', ...image }: LazyImageProps) {
  return <Island name="lazyImage" component={LazyImageView} props={{ ...image, priority, className }} />;
}
