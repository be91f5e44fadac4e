import type { Lang } from '../content/languages.ts';
import type { BossRow, BossTeaserRow } from './schema/boss.ts';
import type { ItemRow, ItemTeaserRow } from './schema/item.ts';
import type { NewsRow, NewsTeaserRow, SafeHtml } from './schema/news.ts';
import type { TrailerRow, TrailerTeaserRow } from './schema/trailer.ts';
import type { ZoneRow, ZoneTeaserRow } from './schema/zone.ts';
import type { SearchResult } from './search.ts';

/*
 * The data the route loaders are written against. worker/ implements it (Supabase through the
 * edge cache, or the bundled records); tests can hand a loader anything of this shape.
 */

export type Listing<R> = { kind: 'ok'; rows: R[] } | { kind: 'failed' };
/** "Missing" (no such published row: 404) and "failed" (could not ask: 503) are different answers. */
export type Lookup<R> = { kind: 'found'; row: R } | { kind: 'missing' } | { kind: 'failed' };

/** One entity: its list (the texts a list needs, every language) and one row by slug (every text). */
export interface DataCollection<L, F> {
  list(): Promise<Listing<L>>;
  bySlug(slug: string): Promise<Lookup<F>>;
}

/** A news row whose bodies went through the worker's sanitizer. */
export type SafeNewsRow = Omit<NewsRow, 'translations'> & {
  translations: (Omit<NewsRow['translations'][number], 'body'> & { body: SafeHtml })[];
};

export interface SiteData {
  news: DataCollection<NewsTeaserRow, SafeNewsRow>;
  bosses: DataCollection<BossTeaserRow, BossRow>;
  items: DataCollection<ItemTeaserRow, ItemRow>;
  zones: DataCollection<ZoneTeaserRow, ZoneRow>;
  trailers: DataCollection<TrailerTeaserRow, TrailerRow>;
  /** Every page, article and encyclopaedia entry of one language matching a normalized query, best first. */
  search(query: string, lang: Lang): Promise<SearchResult[]>;
}
