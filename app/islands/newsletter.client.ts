import { NewsletterForm } from './NewsletterForm.tsx';
import { hydrateIsland } from '../hydration/hydrateIsland.tsx';

export const mount = hydrateIsland(NewsletterForm);
