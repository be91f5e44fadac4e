export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once instead of waiting for the viewport. */
  priority: boolean;
  className: string;
};
