import { fillPath, type RouteDef, type RouteId } from '../shared/routes.ts';

/** A published record for every route with a `:slug`, so tests can visit each route of the table. */
export const SAMPLE_SLUGS: Partial<Record<RouteId, string>> = {
  newsArticle: 'meet-hornet',
  bossEntry: 'moss-mother',
  itemEntry: 'silkspear',
  collectibleEntry: 'mask-shard-bone-bottom',
  zoneEntry: 'moss-grotto',
  trailer: 'release-trailer',
};

/** The route's path with its sample slug filled in. */
export function samplePath(r: RouteDef): string {
  return fillPath(r.path, { slug: SAMPLE_SLUGS[r.id] ?? '' });
}
