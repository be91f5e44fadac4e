import { NewsletterView } from './Newsletter.tsx';
import { hydrateIsland } from '../hydration/hydrateIsland.tsx';

export const mount = hydrateIsland(NewsletterView);
