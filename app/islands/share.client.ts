import { hydrateIsland } from '../hydration/hydrateIsland.tsx';
import { ShareButton } from './ShareButton.tsx';

export const mount = hydrateIsland(ShareButton);
