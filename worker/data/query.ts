import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../content/languages.ts';
import { log } from '../log.ts';
import { parseShape, type Check, type ParseResult, type Parsed, type Shape } from './validate.ts';

/**
 * One content table and its translation table, described once: the columns double as the
 * `select` list and as the checks every returned row must pass.
 */
export interface EntitySpec<S extends Shape = Shape, T extends Shape & { language: Check<Lang> } = Shape & { language: Check<Lang> }> {
  table: string;
  columns: S;
  translations: { table: string; columns: T };
  /** The column "newest first" orders by. */
  newest: string;
}

export type Translation<E extends EntitySpec> = Parsed<E['translations']['columns']>;
export type Row<E extends EntitySpec> = Parsed<E['columns']> & { translations: Translation<E>[] };

/** PostgREST answered with an error (or not at all): the caller decides what the visitor sees. */
export class QueryError extends Error {
  constructor(table: string, error: { message?: string; code?: string }) {
    super(`${table}: ${error.message || 'query failed'}${error.code ? ` (${error.code})` : ''}`);
    this.name = 'QueryError';
  }
}

// `id, slug, translations:news_translations!inner(language, title)`; `inner` drops rows without any translation.
function selectColumns(spec: EntitySpec, inner = false): string {
  const t = spec.translations;
  return `${Object.keys(spec.columns).join(', ')}, translations:${t.table}${inner ? '!inner' : ''}(${Object.keys(t.columns).join(', ')})`;
}

// A checked row; unusable translations are dropped (logged), an unusable row is a failure.
function parseRow<E extends EntitySpec>(spec: E, raw: unknown): ParseResult<Row<E>> {
  const head = parseShape(spec.columns, raw);
  if (!head.ok) return head;
  const list: unknown = (raw as { translations?: unknown }).translations;
  if (!Array.isArray(list)) return { ok: false, field: 'translations' };
  const translations: Translation<E>[] = [];
  for (const item of list) {
    const t = parseShape(spec.translations.columns, item);
    if (t.ok) translations.push(t.value);
    else log('warn', 'malformed translation dropped', { table: spec.translations.table, field: t.field });
  }
  return { ok: true, value: Object.assign(head.value, { translations }) };
}

function rowId(raw: unknown): unknown {
  return typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
}

function parseOrDrop<E extends EntitySpec>(spec: E, raw: unknown): Row<E> | null {
  const row = parseRow(spec, raw);
  if (row.ok) return row.value;
  log('error', 'malformed row dropped', { table: spec.table, id: rowId(raw), field: row.field });
  return null;
}

// SPEC 5: every content query filters on published; then the caller's equality filters.
function published(client: SupabaseClient, spec: EntitySpec, eq: Readonly<Record<string, string>> = {}, inner = false) {
  let query = client.from(spec.table).select(selectColumns(spec, inner)).eq('published', true);
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
export async function selectList<E extends EntitySpec>(client: SupabaseClient, spec: E, query: ListQuery = {}): Promise<Row<E>[]> {
  const filtered = published(client, spec, query.eq, query.inner);
  let ordered = filtered.order(spec.newest, { ascending: false });
  if (query.limit !== undefined) ordered = ordered.limit(query.limit);
  // No retries: their back-off (1 s, 2 s, 4 s) would hold the page; the edge cache is the fallback.
  const { data, error } = await ordered.retry(false);
  if (error) throw new QueryError(spec.table, error);
  if (!Array.isArray(data)) throw new QueryError(spec.table, { message: 'expected a list of rows' });
  return data.flatMap((raw: unknown) => parseOrDrop(spec, raw) ?? []);
}

export interface OneQuery {
  eq?: Readonly<Record<string, string>>;
  /** The newest row (order by `spec.newest` descending, limit 1). */
  newest?: boolean;
}

/**
 * One published row (PostgREST `single`); null when there is none (PGRST116) or it is unusable.
 * Throws QueryError for every other failure, so "not there" and "could not ask" stay apart.
 */
export async function selectOne<E extends EntitySpec>(client: SupabaseClient, spec: E, query: OneQuery): Promise<Row<E> | null> {
  const filtered = published(client, spec, query.eq);
  const single = query.newest ? filtered.order(spec.newest, { ascending: false }).limit(1).single() : filtered.single();
  const { data, error } = await single.retry(false);
  if (error?.code === 'PGRST116') return null;
  if (error) throw new QueryError(spec.table, error);
  return parseOrDrop(spec, data);
}
