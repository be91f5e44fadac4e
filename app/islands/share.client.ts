import { hydrateIsland } from '../hydration/hydrateIsland.tsx';
import { ShareButtonView } from './ShareButton.tsx';

export const mount = hydrateIsland(ShareButtonView);
