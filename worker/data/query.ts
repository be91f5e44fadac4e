import type { SupabaseClient } from '@supabase/supabase-js';
import { parseRowColumns, parseTranslation, readColumns, type EntityDef, type RowOf, type TranslationOf } from '../../shared/schema/entity.ts';
import { log } from '../log.ts';

/** PostgREST answered with an error (or not at all): the caller decides what the visitor sees. */
export class QueryError extends Error {
  constructor(table: string, error: { message?: string; code?: string }) {
    super(`${table}: ${error.message || 'query failed'}${error.code ? ` (${error.code})` : ''}`);
    this.name = 'QueryError';
  }
}

// `id, slug, translations:news_translations!inner(language, title)`; `inner` drops rows without any translation.
function selectColumns(def: EntityDef, inner = false): string {
  const t = def.translations;
  const texts = ['language', ...Object.keys(t.columns)];
  return `${readColumns(def).join(', ')}, translations:${t.table}${inner ? '!inner' : ''}(${texts.join(', ')})`;
}

function rowId(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
}

/**
 * A checked row. Anything unusable in an answer (a row, or one of its translations) makes the whole
 * answer a failure: it is logged, and the caller keeps its last good copy instead of caching a
 * list that silently lost entries.
 */
function parseRow<E extends EntityDef>(def: E, raw: unknown): RowOf<E> {
  const head = parseRowColumns(def, raw);
  const list: unknown = typeof raw === 'object' && raw !== null ? (raw as { translations?: unknown }).translations : undefined;
  const field = !head.ok ? head.field : Array.isArray(list) ? null : 'translations';
  if (!head.ok || field || !Array.isArray(list)) {
    log('error', 'malformed row', { table: def.table, id: rowId(raw), field });
    throw new QueryError(def.table, { message: `malformed row (${field})` });
  }
  const translations = list.map((item): TranslationOf<E> => {
    const t = parseTranslation(def, item);
    if (t.ok) return t.value;
    log('error', 'malformed translation', { table: def.translations.table, id: rowId(raw), field: t.field });
    throw new QueryError(def.translations.table, { message: `malformed translation (${t.field})` });
  });
  return { ...head.value, translations } as RowOf<E>;
}

// Every content query filters on published; then the caller's equality filters.
function published(client: SupabaseClient, def: EntityDef, eq: Readonly<Record<string, string>> = {}, inner = false) {
  let query = client.from(def.table).select(selectColumns(def, inner)).eq('published', true);
  for (const [column, value] of Object.entries(eq)) query = query.eq(column, value);
  return query;
}

export interface ListQuery {
  /** Only rows that have at least one translation (an inner join). */
  inner?: boolean;
  /** Equality filters, e.g. `{ type: 'tool' }`. */
  eq?: Readonly<Record<string, string>>;
  limit?: number;
}

/** Published rows, newest first, each checked; throws QueryError when PostgREST fails or answers anything unusable. */
export async function selectList<E extends EntityDef>(client: SupabaseClient, def: E, query: ListQuery = {}): Promise<RowOf<E>[]> {
  const filtered = published(client, def, query.eq, query.inner);
  let ordered = filtered.order(def.newest, { ascending: false });
  if (query.limit !== undefined) ordered = ordered.limit(query.limit);
  // No retries: their back-off (1 s, 2 s, 4 s) would hold the page; the edge cache is the fallback.
  const { data, error } = await ordered.retry(false);
  if (error) throw new QueryError(def.table, error);
  if (!Array.isArray(data)) throw new QueryError(def.table, { message: 'expected a list of rows' });
  return data.map((raw: unknown) => parseRow(def, raw));
}

export interface OneQuery {
  eq?: Readonly<Record<string, string>>;
  /** The newest row (order by `def.newest` descending, limit 1). */
  newest?: boolean;
}

/**
 * One published row (PostgREST `single`); null when there is none (PGRST116). Throws QueryError
 * for every other failure, an unusable row included, so "not there" and "could not ask" stay apart.
 */
export async function selectOne<E extends EntityDef>(client: SupabaseClient, def: E, query: OneQuery): Promise<RowOf<E> | null> {
  const filtered = published(client, def, query.eq);
  const single = query.newest ? filtered.order(def.newest, { ascending: false }).limit(1).single() : filtered.single();
  const { data, error } = await single.retry(false);
  if (error?.code === 'PGRST116') return null;
  if (error) throw new QueryError(def.table, error);
  return parseRow(def, data);
}
