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

// A checked row; unusable translations are dropped (logged), an unusable row is dropped (logged).
function parseOrDrop<E extends EntityDef>(def: E, raw: unknown): RowOf<E> | null {
  const head = parseRowColumns(def, raw);
  const list: unknown = typeof raw === 'object' && raw !== null ? (raw as { translations?: unknown }).translations : undefined;
  const field = !head.ok ? head.field : Array.isArray(list) ? null : 'translations';
  if (!head.ok || field || !Array.isArray(list)) {
    log('error', 'malformed row dropped', { table: def.table, id: rowId(raw), field });
    return null;
  }
  const translations: TranslationOf<E>[] = [];
  for (const item of list) {
    const t = parseTranslation(def, item);
    if (t.ok) translations.push(t.value);
    else log('warn', 'malformed translation dropped', { table: def.translations.table, field: t.field });
  }
  return { ...head.value, translations } as RowOf<E>;
}

// SPEC 5: every content query filters on published; then the caller's equality filters.
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

/** Published rows, newest first, each checked; throws QueryError when PostgREST fails. */
export async function selectList<E extends EntityDef>(client: SupabaseClient, def: E, query: ListQuery = {}): Promise<RowOf<E>[]> {
  const filtered = published(client, def, query.eq, query.inner);
  let ordered = filtered.order(def.newest, { ascending: false });
  if (query.limit !== undefined) ordered = ordered.limit(query.limit);
  // No retries: their back-off (1 s, 2 s, 4 s) would hold the page; the edge cache is the fallback.
  const { data, error } = await ordered.retry(false);
  if (error) throw new QueryError(def.table, error);
  if (!Array.isArray(data)) throw new QueryError(def.table, { message: 'expected a list of rows' });
  return data.flatMap((raw: unknown) => parseOrDrop(def, raw) ?? []);
}

export interface OneQuery {
  eq?: Readonly<Record<string, string>>;
  /** The newest row (order by `def.newest` descending, limit 1). */
  newest?: boolean;
}

/**
 * One published row (PostgREST `single`); null when there is none (PGRST116) or it is unusable.
 * Throws QueryError for every other failure, so "not there" and "could not ask" stay apart.
 */
export async function selectOne<E extends EntityDef>(client: SupabaseClient, def: E, query: OneQuery): Promise<RowOf<E> | null> {
  const filtered = published(client, def, query.eq);
  const single = query.newest ? filtered.order(def.newest, { ascending: false }).limit(1).single() : filtered.single();
  const { data, error } = await single.retry(false);
  if (error?.code === 'PGRST116') return null;
  if (error) throw new QueryError(def.table, error);
  return parseOrDrop(def, data);
}
