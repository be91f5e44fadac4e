import guides from '../../content/static/guides.json' with { type: 'json' };
import type { Pages } from '../prose.ts';
import type { RouteId } from '../routes.ts';

/*
 * The guides hub's cards and the getting-started guide's sections (content/static/guides.json). The
 * encyclopaedia itself (bosses, items, areas, trailers) is in content/data/ and content/locales/.
 */

/** The hub's card art per guide route (files in public/, all drawn at this size); the cards follow the route table. */
export const GUIDE_CARDS = guides.cards satisfies Partial<Record<RouteId, { image: string }>>;
export type GuideCardId = keyof typeof GUIDE_CARDS;
export const GUIDE_IMAGE_SIZE = guides.imageSize;

/** The getting-started guide's sections in reading order; texts under `guides.gettingStarted` of the page prose (content/locales/{lang}/pages.json). */
export const BEGINNER_SECTIONS = guides.beginnerSections as readonly Exclude<keyof Pages['guides']['gettingStarted'], 'lead'>[];
