import { NewsletterForm } from './NewsletterForm.tsx';
import { hydrateIsland } from './react.tsx';

export const mount = hydrateIsland(NewsletterForm);
