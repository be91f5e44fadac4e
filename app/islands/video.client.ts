import { hydrateIsland } from '../hydration/hydrateIsland.tsx';
import { Video } from './Video.tsx';

export const mount = hydrateIsland(Video);
