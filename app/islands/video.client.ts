import { hydrateIsland } from '../hydration/hydrateIsland.tsx';
import { VideoEmbedView } from './VideoEmbed.tsx';

export const mount = hydrateIsland(VideoEmbedView);
