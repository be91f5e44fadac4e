import type { Lang } from './languages.ts';
import type { CollectionId, FullSchema, ListRow, COLLECTIONS } from './collections.ts';
import type { RowOf } from './schema/entity.ts';
import type { SafeHtml } from './schema/news.ts';
import type { SearchResult } from './searchContract.ts';

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

/** A row whose text column `C` (editors' HTML) went through the worker's sanitizer. */
type Sanitized<R extends { translations: readonly object[] }, C extends string> = Omit<R, 'translations'> & {
  translations: (Omit<R['translations'][number], C> & Record<C, SafeHtml>)[];
};

/** An entry as its page reads it: every text, the HTML ones sanitized. */
export type FullRow<K extends CollectionId> = (typeof COLLECTIONS)[K] extends { html: infer C extends string }
  ? Sanitized<RowOf<FullSchema<K>>, C>
  : RowOf<FullSchema<K>>;

/** A news row whose bodies went through the worker's sanitizer. */
export type SafeNewsRow = FullRow<'news'>;

export type SiteData = { [K in CollectionId]: DataCollection<ListRow<K>, FullRow<K>> } & {
  /** Every page, article and encyclopaedia entry of one language matching a normalized query, best first. */
  search(query: string, lang: Lang): Promise<SearchResult[]>;
};

/** The lists of several collections, in the order given (search and the sitemap read them all). */
export function listings<K extends CollectionId>(data: Pick<SiteData, K>, ids: readonly K[]): Promise<Listing<ListRow<K>>[]> {
  return Promise.all(ids.map((id) => data[id].list() as Promise<Listing<ListRow<K>>>));
}
