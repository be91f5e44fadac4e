import { Island } from '../hydration/Island.tsx';
import { LazyImageMarkup } from '../islands/LazyImage.tsx';

export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  priority?: boolean;
  className?: string;
}

/** An image that loads within 50 px of the viewport (at once with `priority`) and fades in. */
export function LazyImage({ priority = false, className = '', ...image }: LazyImageProps) {
  return <Island name="lazyImage" component={LazyImageMarkup} props={{ ...image, priority, className }} />;
}
