import * as v from 'valibot';
import { LANGS, type Lang } from '../languages.ts';
import { fnv1a } from '../hash.ts';
import { language, type Column, type Columns } from './column.ts';

/**
 * A content table and its translation table: the one description from which row
 * checks, TypeScript types, bundled records, the seed, the PostgREST stand-in and the cache
 * version all derive. A database test holds it against the migrations.
 */
export interface EntityDef<C extends Columns = Columns, T extends Columns = Columns> {
  table: string;
  columns: C;
  translations: {
    table: string;
    /** The translation table's reference to `table`'s id. */
    key: string;
    columns: T;
    /**
     * A published row may have no texts at all, when pages read it only beside rows that have them;
     * otherwise every published row needs its English text, the fallback of every other language.
     */
    optional?: true;
  };
  /** The column "newest first" orders by; `entity()` checks it is one of `columns`. */
  newest: string;
}

type Out<C> = C extends Column<infer T> ? T : never;
type ReadKeys<C extends Columns> = { [K in keyof C]: C[K] extends Column<unknown, true> ? K : never }[keyof C];
type WrittenKeys<C extends Columns> = { [K in keyof C]: C[K] extends Column<unknown, boolean, false> ? K : never }[keyof C];
// Written columns that may be null: a bundled record may leave them out (a new nullable column needs no data edit).
type OptionalKeys<C extends Columns> = { [K in WrittenKeys<C>]: null extends Out<C[K]> ? K : never }[WrittenKeys<C>];

/** One language's texts of an entity, as bundled records and editors write them. */
export type TextOf<E extends EntityDef> = { [K in keyof E['translations']['columns']]: Out<E['translations']['columns'][K]> };
/** A translation row as read: its language and its texts. */
export type TranslationOf<E extends EntityDef> = { language: Lang } & TextOf<E>;
/** A row as the site's queries read it, with every usable translation. */
export type RowOf<E extends EntityDef> = { [K in ReadKeys<E['columns']>]: Out<E['columns'][K]> } & {
  translations: TranslationOf<E>[];
};
/** A bundled record (content/): every column but the generated ones (nullable ones optional), texts keyed by language. */
export type RecordOf<E extends EntityDef> = { [K in Exclude<WrittenKeys<E['columns']>, OptionalKeys<E['columns']>>]: Out<E['columns'][K]> } & {
  [K in OptionalKeys<E['columns']>]?: Out<E['columns'][K]>;
} & {
  translations: Partial<Record<Lang, TextOf<E>>>;
};

export function entity<const C extends Columns, const T extends Columns>(def: EntityDef<C, T> & { newest: keyof C & string }): EntityDef<C, T> {
  return def;
}

/** The same entity reading fewer translation columns (a list that needs no bodies). */
export function withTexts<C extends Columns, T extends Columns, const K extends keyof T & string>(
  def: EntityDef<C, T>,
  keys: readonly K[],
): EntityDef<C, Pick<T, K>> {
  const columns = Object.fromEntries(keys.map((k) => [k, def.translations.columns[k]])) as Pick<T, K>;
  return { ...def, translations: { ...def.translations, columns } };
}

export function readColumns(def: EntityDef): string[] {
  return Object.entries(def.columns).flatMap(([name, c]) => (c.read ? [name] : []));
}

function objectSchema(columns: Columns) {
  return v.object(Object.fromEntries(Object.entries(columns).map(([name, c]) => [name, c.schema])));
}

// Built once per definition: parsing a row is on every request's path.
const schemas = new WeakMap<EntityDef, { row: v.GenericSchema; translation: v.GenericSchema }>();
function schemasOf(def: EntityDef) {
  let s = schemas.get(def);
  if (!s) {
    const read = Object.fromEntries(Object.entries(def.columns).filter(([, c]) => c.read));
    s = { row: objectSchema(read), translation: objectSchema({ language: language(), ...def.translations.columns }) };
    schemas.set(def, s);
  }
  return s;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; field: string };

function parsed<T>(result: v.SafeParseResult<v.GenericSchema>): Parsed<T> {
  if (result.success) return { ok: true, value: result.output as T };
  return { ok: false, field: v.getDotPath(result.issues[0]) ?? '(row)' };
}

/** Checks a row's own columns (not its translations); the first unusable field names the failure. */
export function parseRowColumns<E extends EntityDef>(def: E, raw: unknown): Parsed<Omit<RowOf<E>, 'translations'>> {
  return parsed(v.safeParse(schemasOf(def).row, raw));
}

export function parseTranslation<E extends EntityDef>(def: E, raw: unknown): Parsed<TranslationOf<E>> {
  return parsed(v.safeParse(schemasOf(def).translation, raw));
}

/** A bundled record as the row a query returns: published or not, its translations in language order. */
export function recordToRow<E extends EntityDef>(def: E, record: RecordOf<E>, extra: Record<string, unknown> = {}): RowOf<E> {
  const withGenerated: Record<string, unknown> = { ...record, ...extra };
  const row = Object.fromEntries(readColumns(def).map((name) => [name, withGenerated[name] ?? null]));
  const textKeys = Object.keys(def.translations.columns);
  const translations = LANGS.flatMap((lang) => {
    const t = record.translations[lang] as Record<string, unknown> | undefined;
    return t ? [{ language: lang, ...Object.fromEntries(textKeys.map((k) => [k, t[k] ?? null])) }] : [];
  });
  return { ...row, translations } as RowOf<E>;
}

/**
 * Changes whenever a table's shape does (names, types, nullability, what is read), so a deploy
 * with a new shape never reads cached values of the old one.
 */
export function schemaVersion(def: EntityDef): string {
  let version = versions.get(def);
  if (version === undefined) versions.set(def, (version = fnv1a(describe(def)).toString(36)));
  return version;
}

// Each entity's version, worked out once: the repositories ask on every request.
const versions = new WeakMap<EntityDef, string>();

function describe(def: EntityDef): string {
  const shape = (columns: Columns) => Object.entries(columns).map(([n, c]) => `${n}:${c.sql}:${c.nullable}:${c.read}`).join(',');
  return `${def.table}(${shape(def.columns)})${def.translations.table}(${shape(def.translations.columns)})${def.newest}`;
}
