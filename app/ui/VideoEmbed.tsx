import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { Video } from '../islands/Video.tsx';
import { EMBED_DEFAULTS, type EmbedOptions } from './embedUrl.ts';
import { videoLabels } from './islandProps.ts';

export interface VideoEmbedProps extends EmbedOptions {
  videoId: string;
  title: string;
  /** Default true: the frame loads within 100 px of the viewport. */
  lazy?: boolean;
  /** Shown with 'Video unavailable' when the player fails or the video site cannot be reached. */
  poster?: string;
}

/** An embedded trailer (video island) with the player's controls shown. */
export function VideoEmbed({ videoId, title, lazy = true, poster, ...options }: VideoEmbedProps) {
  const { t } = usePage();
  const o = { ...EMBED_DEFAULTS, controls: true, loop: false, ...options };
  return (
    <Island
      name="video"
      component={Video}
      props={{ videoId, title, ...o, lazy, background: false, poster: poster ?? null, labels: videoLabels(t) }}
    />
  );
}
