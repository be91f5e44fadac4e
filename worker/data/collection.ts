import type { SupabaseClient } from '@supabase/supabase-js';
import { isSlug } from '../../shared/slug.ts';
import { COLLECTIONS, type CollectionDef, type CollectionId, type FullSchema, type ListSchema } from '../../shared/collections.ts';
import { recordToRow, schemaVersion, type EntityDef, type RecordOf, type RowOf } from '../../shared/schema/entity.ts';
import type { DataCollection, Listing, Lookup, SiteData } from '../../shared/data.ts';
import { cached, type CacheDeps } from './cache.ts';
import { log } from '../log.ts';
import { selectList, selectOne } from './query.ts';
import { sanitizeBody } from './sanitize.ts';

/** Where one entity's rows come from: Supabase or the bundled records. Both methods throw when the backend fails. */
export interface CollectionSource<L extends EntityDef, F extends EntityDef> {
  /** Published rows, newest first, with the list's texts only. */
  list(limit?: number): Promise<RowOf<L>[]>;
  /** One published row with all its texts and translations (possibly none); null when there is none. */
  bySlug(slug: string): Promise<RowOf<F> | null>;
}

/** The source of a collection of the registry: its entity with every text, and with a list's texts. */
export type SourceOf<K extends CollectionId> = CollectionSource<ListSchema<K>, FullSchema<K>>;

/** Supabase; `client` is asked for the request's client only when a query runs. */
export function supabaseSource<K extends CollectionId>(client: () => SupabaseClient, id: K): SourceOf<K> {
  const c: CollectionDef = COLLECTIONS[id];
  return {
    list: (limit) => selectList(client(), c.list, { inner: c.inner, limit }),
    bySlug: (slug) => selectOne(client(), c.schema, { eq: { slug } }),
  } as SourceOf<K>;
}

/** A bundled record (the bundle may add the generated columns it derives, id and created_at). */
export type Bundled<F extends EntityDef> = RecordOf<F>;

/**
 * The bundled records (or a loader of them: they are read once from a static file, and again after
 * a failure) with the SQL's semantics: published only, newest first, lists projected to their texts.
 */
export function bundledSource<K extends CollectionId>(records: readonly Bundled<FullSchema<K>>[] | (() => Promise<readonly Bundled<FullSchema<K>>[]>), id: K): SourceOf<K> {
  const shape: CollectionDef = COLLECTIONS[id];
  const newest = shape.schema.newest;
  const texts = ['language', ...Object.keys(shape.list.translations.columns)];
  const prepare = (all: readonly Bundled<FullSchema<K>>[]) => {
    const rows = all
      .filter((r) => (r as { published?: boolean }).published)
      .map((r) => recordToRow(shape.schema, r as RecordOf<EntityDef>))
      .sort((a, b) => Date.parse(String((b as Record<string, unknown>)[newest])) - Date.parse(String((a as Record<string, unknown>)[newest])));
    const listed = rows
      .filter((r) => !shape.inner || r.translations.length > 0)
      .map((r) => ({ ...r, translations: r.translations.map((t) => Object.fromEntries(texts.map((k) => [k, (t as Record<string, unknown>)[k]]))) }));
    return { rows, listed };
  };
  let prepared: Promise<ReturnType<typeof prepare>> | undefined;
  const ready = () => {
    if (!prepared) {
      prepared = (typeof records === 'function' ? records() : Promise.resolve(records)).then(prepare);
      prepared.catch(() => (prepared = undefined));
    }
    return prepared;
  };
  return {
    async list(limit: number | undefined) {
      const { listed } = await ready();
      return limit === undefined ? listed : listed.slice(0, limit);
    },
    async bySlug(slug: string) {
      const { rows } = await ready();
      return rows.find((r) => (r as { slug?: unknown }).slug === slug) ?? null;
    },
  } as unknown as SourceOf<K>;
}

/** Anything that reads rows of one entity (a source, possibly with its rows transformed). */
interface RowReader<LR, FR> {
  list(): Promise<LR[]>;
  bySlug(slug: string): Promise<FR | null>;
}

/**
 * A collection of the registry read from `source`: through the edge cache when `cache` is given,
 * its editors' HTML sanitized before anything keeps it.
 */
export function repository<K extends CollectionId>(id: K, source: SourceOf<K>, cache?: CacheDeps): SiteData[K] {
  const c: CollectionDef = COLLECTIONS[id];
  const html = c.html;
  const reader: RowReader<unknown, unknown> = html
    ? { list: () => source.list(), bySlug: async (slug) => sanitized(await source.bySlug(slug), html) }
    : source;
  return collection(reader, c.schema, cache) as SiteData[K];
}

function sanitized(row: { translations: Record<string, unknown>[] } | null, column: string) {
  return row && { ...row, translations: row.translations.map((t) => ({ ...t, [column]: sanitizeBody(String(t[column])) })) };
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
    cache
      ? cached(cache, `${prefix}/${name}`, load, fallback)
      : load().catch((error: unknown) => {
          log('error', 'bundled records unavailable', { table: full.table }, error);
          return fallback;
        });
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
