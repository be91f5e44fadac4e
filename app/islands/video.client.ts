import { hydrateIsland } from './react.tsx';
import { Video } from './Video.tsx';

export const mount = hydrateIsland(Video);
