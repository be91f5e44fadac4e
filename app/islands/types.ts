import type { NewsletterStatus } from '../../shared/newsletter.ts';

/** Values that survive JSON.stringify/parse unchanged: the only props an island may take. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };


export type NewsletterLabels = {
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  failureTitle: string;
  failureText: string;
  invalid: string;
  rateLimited: string;
  dismiss: string;
  notifications: string;
};

export type NewsletterProps = {
  /** Prefix of element ids; also the anchor the no-JavaScript post returns to. */
  id: string;
  lang: string;
  /** Path the form returns to without JavaScript. */
  returnPath: string;
  /** Outcome of a no-JavaScript post, read from the query string. */
  status: NewsletterStatus | null;
  labels: NewsletterLabels;
};

export type CountdownLabels = {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  finished: string;
  finishedText: string;
};

export type CountdownProps = {
  /** ISO 8601 instant. */
  targetDate: string;
  title: string;
  /** Server clock at render (ms): the first client render uses it, so hydration matches. */
  renderedAt: number;
  showSubscription: boolean;
  labels: CountdownLabels;
  newsletter: NewsletterProps | null;
};

export type ShareProps = {
  title: string;
  url: string;
  labels: { share: string; copied: string };
};

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

/** Every island and its props (type aliases, so the Json constraint can check them). Server registry and client loaders are both keyed by this map. */
export type IslandProps = {
  header: Record<string, never>;
  countdown: CountdownProps;
  newsletter: NewsletterProps;
  share: ShareProps;
  video: VideoProps;
  lazyImage: LazyImageProps;
};

export type IslandName = keyof IslandProps;

/** What an island's client chunk exports: attach behaviour to (or hydrate) its server markup. */
export type Mount<P> = (root: HTMLElement, props: P) => void | Promise<void>;

export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
