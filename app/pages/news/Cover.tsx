import { LazyImage } from '../../islands/LazyImage.tsx';

// Covers are 1200 x 630 (the social-card ratio); width and height reserve the space before they load.
const WIDTH = 1200;
const HEIGHT = 630;

/** A news cover image; `priority` for the one above the fold, lazy (within 50 px of the viewport) otherwise. */
export function Cover({ src, alt, priority = false, className = '' }: { src: string; alt: string; priority?: boolean; className?: string }) {
  return <LazyImage src={src} alt={alt} width={WIDTH} height={HEIGHT} priority={priority} className={['rounded-xl', className].filter(Boolean).join(' ')} />;
}
