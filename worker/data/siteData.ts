import type { Context } from 'hono';
import { BOSS_RECORDS, ITEM_RECORDS, TRAILER_RECORDS, ZONE_RECORDS } from '../../content/encyclopaedia/index.ts';
import type { SiteData } from '../../shared/data.ts';
import { BOSS_SCHEMA, BOSS_TEASER_SCHEMA } from '../../shared/schema/boss.ts';
import { ITEM_SCHEMA, ITEM_TEASER_SCHEMA } from '../../shared/schema/item.ts';
import { TRAILER_SCHEMA, TRAILER_TEASER_SCHEMA } from '../../shared/schema/trailer.ts';
import { ZONE_SCHEMA, ZONE_TEASER_SCHEMA } from '../../shared/schema/zone.ts';
import type { AppEnv } from '../env.ts';
import { siteSearch } from '../search/siteSearch.ts';
import type { CacheDeps } from './cache.ts';
import { backend } from './client.ts';
import { bundledSource, collection, supabaseSource, type CollectionSource } from './collection.ts';
import { bundledNews, newsRepository, supabaseNews, type NewsSource } from './news.ts';

type Repositories = Omit<SiteData, 'search'>;

const SHAPES = {
  bosses: { full: BOSS_SCHEMA, list: BOSS_TEASER_SCHEMA },
  items: { full: ITEM_SCHEMA, list: ITEM_TEASER_SCHEMA },
  zones: { full: ZONE_SCHEMA, list: ZONE_TEASER_SCHEMA },
  trailers: { full: TRAILER_SCHEMA, list: TRAILER_TEASER_SCHEMA },
} as const;

interface Sources {
  news: NewsSource;
  bosses: CollectionSource<typeof BOSS_TEASER_SCHEMA, typeof BOSS_SCHEMA>;
  items: CollectionSource<typeof ITEM_TEASER_SCHEMA, typeof ITEM_SCHEMA>;
  zones: CollectionSource<typeof ZONE_TEASER_SCHEMA, typeof ZONE_SCHEMA>;
  trailers: CollectionSource<typeof TRAILER_TEASER_SCHEMA, typeof TRAILER_SCHEMA>;
}

function repositories(s: Sources, cache?: CacheDeps): Repositories {
  return {
    news: newsRepository(s.news, cache),
    bosses: collection(s.bosses, BOSS_SCHEMA, cache),
    items: collection(s.items, ITEM_SCHEMA, cache),
    zones: collection(s.zones, ZONE_SCHEMA, cache),
    trailers: collection(s.trailers, TRAILER_SCHEMA, cache),
  };
}

// The bundled records are already in memory: no cache in front of them (a lookup would only add work).
const BUNDLED = repositories({
  news: bundledNews(),
  bosses: bundledSource(BOSS_RECORDS, SHAPES.bosses),
  items: bundledSource(ITEM_RECORDS, SHAPES.items),
  zones: bundledSource(ZONE_RECORDS, SHAPES.zones),
  trailers: bundledSource(TRAILER_RECORDS, SHAPES.trailers),
});

/**
 * This request's data: Supabase through the edge cache (this request's `waitUntil`, this site's
 * cache keys), or the bundled records when Supabase is not configured. Throws on a half
 * configuration (see `backend`).
 */
export function siteData(c: Context<AppEnv>): SiteData {
  const from = backend(c.env);
  const repos =
    from.kind === 'bundled'
      ? BUNDLED
      : repositories(
          {
            news: supabaseNews(from.client),
            bosses: supabaseSource(from.client, SHAPES.bosses),
            items: supabaseSource(from.client, SHAPES.items),
            zones: supabaseSource(from.client, SHAPES.zones),
            trailers: supabaseSource(from.client, SHAPES.trailers),
          },
          { ctx: c.executionCtx, origin: c.get('origin'), revalidate: c.get('pageRefresh') },
        );
  return { ...repos, search: (query, lang) => siteSearch(c.env.ASSETS, repos, query, lang) };
}
