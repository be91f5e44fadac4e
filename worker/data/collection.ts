import type { SupabaseClient } from '@supabase/supabase-js';
import { isSlug } from '../../shared/schema/column.ts';
import { recordToRow, schemaVersion, type EntityDef, type RecordOf, type RowOf } from '../../shared/schema/entity.ts';
import type { DataCollection, Listing, Lookup } from '../../shared/data.ts';
import { cached, type CacheDeps } from './cache.ts';
import { selectList, selectOne } from './query.ts';

/** Where one entity's rows come from: Supabase or the bundled records. Both methods throw when the backend fails. */
export interface CollectionSource<L extends EntityDef, F extends EntityDef> {
  /** Published rows, newest first, with the list's texts only. */
  list(limit?: number): Promise<RowOf<L>[]>;
  /** One published row with all its texts and translations (possibly none); null when there is none. */
  bySlug(slug: string): Promise<RowOf<F> | null>;
}

interface SourceShape<L extends EntityDef, F extends EntityDef> {
  /** The entity with every text (entry pages). */
  full: F;
  /** The same entity with the texts a list needs. */
  list: L;
  /** Lists keep only rows with at least one translation (news: SPEC 5). */
  inner?: boolean;
}

/** Supabase; `client` is asked for the request's client only when a query runs. */
export function supabaseSource<L extends EntityDef, F extends EntityDef>(client: () => SupabaseClient, shape: SourceShape<L, F>): CollectionSource<L, F> {
  return {
    list: (limit) => selectList(client(), shape.list, { inner: shape.inner, limit }),
    bySlug: (slug) => selectOne(client(), shape.full, { eq: { slug } }),
  };
}

/** A bundled record (the bundle may add the generated columns it derives, id and created_at). */
export type Bundled<F extends EntityDef> = RecordOf<F>;

/** The bundled records with the SQL's semantics: published only, newest first, lists projected to their texts. */
export function bundledSource<L extends EntityDef, F extends EntityDef>(records: readonly Bundled<F>[], shape: SourceShape<L, F>): CollectionSource<L, F> {
  const newest = shape.full.newest;
  const rows = records
    .filter((r) => (r as { published?: boolean }).published)
    .map((r) => recordToRow(shape.full, r))
    .sort((a, b) => Date.parse(String((b as Record<string, unknown>)[newest])) - Date.parse(String((a as Record<string, unknown>)[newest])));
  const texts = ['language', ...Object.keys(shape.list.translations.columns)];
  const listed = rows
    .filter((r) => !shape.inner || r.translations.length > 0)
    .map((r) => ({ ...r, translations: r.translations.map((t) => Object.fromEntries(texts.map((k) => [k, (t as Record<string, unknown>)[k]]))) }) as unknown as RowOf<L>);
  return {
    async list(limit) {
      return limit === undefined ? listed : listed.slice(0, limit);
    },
    async bySlug(slug) {
      return rows.find((r) => (r as { slug?: unknown }).slug === slug) ?? null;
    },
  };
}

export type Collection<L extends EntityDef, F extends EntityDef> = DataCollection<RowOf<L>, RowOf<F>>;

/** Anything that reads rows of one entity (a source, possibly with its rows transformed). */
interface RowReader<LR, FR> {
  list(): Promise<LR[]>;
  bySlug(slug: string): Promise<FR | null>;
}

/**
 * An entity through the edge cache when `cache` is given (Supabase: one entry for the list, one
 * per slug, each holding every language); read directly without it (bundled records are already
 * in memory, a cache lookup would only add work). Cache names carry the schema's version, so a
 * deploy that changes the shape never reads old copies.
 */
export function collection<LR, FR>(source: RowReader<LR, FR>, full: EntityDef, cache?: CacheDeps): DataCollection<LR, FR> {
  const prefix = `${full.table}@${schemaVersion(full)}`;
  const read = <T,>(name: string, load: () => Promise<T>, fallback: T): Promise<T> =>
    cache ? cached(cache, `${prefix}/${name}`, load, fallback) : load();
  return {
    list: () => read<Listing<LR>>('list', async () => ({ kind: 'ok', rows: await source.list() }), { kind: 'failed' }),
    bySlug(slug) {
      // A slug that cannot exist is not worth a backend call or a cache entry.
      if (!isSlug(slug)) return Promise.resolve({ kind: 'missing' });
      return read<Lookup<FR>>(
        `slug/${slug}`,
        async () => {
          const row = await source.bySlug(slug);
          return row ? { kind: 'found', row } : { kind: 'missing' };
        },
        { kind: 'failed' },
      );
    },
  };
}
