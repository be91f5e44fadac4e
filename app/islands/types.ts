export type VideoProps = {
  videoId: string;
  title: string;
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  controls: boolean;
  lazy: boolean;
  /** Full-bleed looping background: no controls, covers its box, poster under reduced motion. */
  background: boolean;
  poster: string | null;
  labels: { loading: string; unavailable: string; watch: string };
};

export type LazyImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once instead of waiting for the viewport. */
  priority: boolean;
  className: string;
};
