import * as v from 'valibot';
import { LANGS } from '../languages.ts';
import { isSlug } from '../slug.ts';

/** The column types the migrations use (`language_code` is the domain over the eight codes). */
export type SqlType = 'uuid' | 'text' | 'text[]' | 'timestamptz' | 'boolean' | 'smallint' | 'numeric' | 'jsonb' | 'language_code';

/**
 * One column, described once: its SQL type and nullability (held against the migrations by a
 * database test) and the schema every value read from PostgREST or the bundle must pass.
 */
export interface Column<T = unknown, R extends boolean = boolean, G extends boolean = boolean> {
  readonly sql: SqlType;
  readonly nullable: boolean;
  readonly schema: v.GenericSchema<unknown, T>;
  /** Selected by the site's queries; `published` is only filtered on. */
  readonly read: R;
  /** Filled by the database (or derived by the bundle), so bundled records leave it out. */
  readonly generated: G;
  /** The table whose slugs the column names (a relation between entries). */
  readonly references?: string;
  /**
   * The translation column whose list this column's list runs beside, item by item (a patch's
   * entries beside its changes): the content checks keep the two the same length.
   */
  readonly pairedWith?: string;
}

export type Columns = Readonly<Record<string, Column>>;

function column<T>(sql: SqlType, schema: v.GenericSchema<unknown, T>, nullable = false): Column<T, true, false> {
  return { sql, nullable, schema, read: true, generated: false };
}

/** Only filtered on or written by editors, never selected. */
export function hidden<T, G extends boolean>(c: Column<T, boolean, G>): Column<T, false, G> {
  return { ...c, read: false };
}

/** Has a database default; bundled records do not spell it out. */
export function generated<T, R extends boolean>(c: Column<T, R, boolean>): Column<T, R, true> {
  return { ...c, generated: true };
}


// http(s) only: a `javascript:` or `data:` address must never become a link.
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const slugSchema = v.pipe(v.string(), v.check((x) => isSlug(x)));

export const uuid = () => column('uuid', v.string());
export const text = () => column('text', v.string());
export const nullableText = () => column('text', v.pipe(v.nullish(v.string()), v.transform((x) => x ?? null)), true);
export const slug = () => column('text', slugSchema);
/** A reference to an entry of `table` by its slug; null when there is none. */
export const slugRef = (table: string) => ({ ...column('text', v.pipe(v.nullish(slugSchema), v.transform((x) => x ?? null)), true), references: table });
/** References to entries of `table` by slug; entries that are not slugs are left out rather than failing the row. */
export const slugRefs = (table: string) => ({ ...column('text[]', v.pipe(v.optional(v.array(v.unknown()), []), v.transform((xs) => xs.filter(isSlug)))), references: table });
const instant = v.pipe(v.string(), v.check((x) => !Number.isNaN(Date.parse(x))));
export const timestamp = () => column('timestamptz', instant);
/** A time not known yet (an expansion's release date before it is announced): null. */
export const nullableTimestamp = () => column('timestamptz', v.pipe(v.nullish(instant), v.transform((x) => x ?? null)), true);
export const boolean = () => column('boolean', v.boolean());
export const nullableBoolean = () => column('boolean', v.pipe(v.nullish(v.boolean()), v.transform((x) => x ?? null)), true);
/** A list of short texts (a zone's features); blank entries are left out, and a list not given is empty (the column's default). */
export const textList = () =>
  column('text[]', v.pipe(v.optional(v.array(v.unknown()), []), v.transform((xs) => xs.filter((x): x is string => typeof x === 'string' && x.trim() !== ''))));
/**
 * Texts whose place in the list means something (a patch's changes, each beside its entries in
 * another column): a blank stays where it is instead of moving the texts after it; a list not given is empty.
 */
export const orderedTexts = () =>
  column('text[]', v.pipe(v.optional(v.array(v.unknown()), []), v.transform((xs) => xs.map((x) => (typeof x === 'string' ? x : '')))));
/** A YouTube video id: what the embed address is built from, so nothing else gets through. */
export const videoId = () => column('text', v.pipe(v.string(), v.regex(/^[\w-]{11}$/)));
export const oneOf = <const T extends string>(values: readonly T[]) => column('text', v.picklist(values));
/** One of `values`, or null when the sources do not say. */
export const nullableOneOf = <const T extends string>(values: readonly T[]) =>
  column('text', v.pipe(v.nullish(v.picklist(values)), v.transform((x) => x ?? null)), true);
/** Some values of a fixed list (a patch's platforms, an edition's stores); others are left out rather than failing the row. */
export const someOf = <const T extends string>(values: readonly T[]) =>
  column('text[]', v.pipe(v.array(v.unknown()), v.transform((xs) => xs.filter((x): x is T => (values as readonly unknown[]).includes(x)))));
/** An amount of money in a currency's units (PostgREST sends numeric as a JSON number). */
export const amount = () => column('numeric', v.pipe(v.number(), v.finite(), v.minValue(0)));
/** A whole number not known for every entry (a price in Rosaries, a boss's health): null when the sources do not give it. */
export const nullableCount = () =>
  column('numeric', v.pipe(v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0))), v.transform((x) => x ?? null)), true);
export const nullableSmallint = <const T extends number>(values: readonly T[]) =>
  column('smallint', v.pipe(v.nullish(v.picklist(values)), v.transform((x) => x ?? null)), true);
/** One of `values`; a value not given is `fallback` (the column's default), so bundled records may leave it out. */
export const smallint = <const T extends number>(values: readonly T[], fallback: T) => column('smallint', v.optional(v.picklist(values), fallback));
export const language = () => column('language_code', v.picklist(LANGS));
/** Yes or no; a value not given is `fallback` (the column's default), so bundled records may leave it out. */
export const flag = (fallback: boolean) => column('boolean', v.optional(v.boolean(), fallback));

/** An image the page may show: a path on this site or an https address; anything else is no image. */
export const imageUrl = () =>
  column(
    'text',
    v.pipe(
      v.optional(v.unknown()),
      v.transform((x): string | null => {
        if (typeof x !== 'string') return null;
        if (x.startsWith('/') && !x.startsWith('//') && !x.startsWith('/\\')) return x;
        return isWebUrl(x) && x.startsWith('https:') ? x : null;
      }),
    ),
    true,
  );

/** `bosses/moorwing`: an entry of another collection, named by its collection and slug. */
export interface EntryRef<C extends string = string> {
  collection: C;
  slug: string;
}

/** The references of one item of an `entryRefs` column that name an entry of `collections`. */
export function parseEntryRefs<C extends string>(item: string, collections: readonly C[]): EntryRef<C>[] {
  return item.split(/\s+/).flatMap((token) => {
    const [collection = '', slug, ...rest] = token.split('/');
    const known = collections.find((c) => c === collection);
    return known && isSlug(slug) && rest.length === 0 ? [{ collection: known, slug }] : [];
  });
}

/**
 * Per item of the translation column `texts`, the entries it concerns, written as they are stored:
 * `bosses/moorwing items/rosaries` (space-separated; empty for none). A reference to another
 * collection, or one that is not a slug, is left out rather than failing the row; each item keeps its place.
 */
export const entryRefs = (collections: readonly string[], texts: string): Column<string[], true, false> => ({
  ...column(
    'text[]',
    v.pipe(
      v.array(v.unknown()),
      v.transform((xs) => xs.map((x) => (typeof x === 'string' ? parseEntryRefs(x, collections).map((r) => `${r.collection}/${r.slug}`).join(' ') : ''))),
    ),
  ),
  pairedWith: texts,
});

/** External addresses; entries that are not http(s) are left out rather than failing the row. */
export const webUrls = () => column('text[]', v.pipe(v.array(v.unknown()), v.transform((xs) => xs.filter(isWebUrl))));
