import { BUNDLED } from '../shared/bundledRecords.ts';
import { MADE_IDS } from '../shared/collections.ts';
import { fillPath, type RouteDef, type RouteId } from '../shared/routes.ts';

/**
 * A published record for every route with a `:slug`, so tests can visit each route of the table; a
 * collection made from the registry gives its first published entry, so a new one needs nothing here.
 */
export const SAMPLE_SLUGS: Partial<Record<RouteId, string>> = {
  newsArticle: 'meet-hornet',
  bossEntry: 'moss-mother',
  itemEntry: 'silkspear',
  collectibleEntry: 'mask-shard-bone-bottom',
  zoneEntry: 'moss-grotto',
  trailer: 'release-trailer',
  ...Object.fromEntries(MADE_IDS.map((id) => [`${id}Entry`, BUNDLED[id].find((r) => r.published)?.slug])),
};

/** The route's path with its sample slug filled in. */
export function samplePath(r: RouteDef): string {
  return fillPath(r.path, { slug: SAMPLE_SLUGS[r.id] ?? '' });
}
