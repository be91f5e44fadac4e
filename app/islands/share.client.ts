import { hydrateIsland } from './react.tsx';
import { ShareButton } from './ShareButton.tsx';

export const mount = hydrateIsland(ShareButton);
