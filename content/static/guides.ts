import type { RouteId } from '../../shared/routes.ts';

/*
 * The guides hub's cards and the getting-started guide's sections. The encyclopaedia itself
 * (bosses, items, areas, trailers) is in content/data/ and content/locales/.
 */

/** The hub's card art per guide route (files in public/, all drawn at this size); the cards follow the route table. */
export const GUIDE_CARDS = {
  gettingStarted: { image: '/images/guides/getting-started.svg' },
  boss: { image: '/images/guides/boss.svg' },
  items: { image: '/images/guides/items.svg' },
  collectibles: { image: '/images/guides/collectibles.svg' },
  map: { image: '/images/guides/map.svg' },
  trailers: { image: '/images/guides/trailers.svg' },
  updates: { image: '/images/guides/updates.svg' },
  seaOfSorrow: { image: '/images/guides/sea-of-sorrow.svg' },
} as const satisfies Partial<Record<RouteId, { image: string }>>;
export type GuideCardId = keyof typeof GUIDE_CARDS;
export const GUIDE_IMAGE_SIZE = { width: 320, height: 180 } as const;

/** The getting-started guide's sections in reading order; texts under `guides.gettingStarted` of the page prose (content/locales/{lang}/pages.json). */
export const BEGINNER_SECTIONS = ['movement', 'combat', 'healing', 'tools', 'exploring', 'quests'] as const;
