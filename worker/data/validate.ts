import { isLang, type Lang } from '../../content/languages.ts';

/** Reads one field of a backend row: the value, or undefined when it is unusable. */
export type Check<T> = (value: unknown) => T | undefined;
export type Shape = Record<string, Check<unknown>>;
export type Parsed<S extends Shape> = { [K in keyof S]: Exclude<ReturnType<S[K]>, undefined> };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; field: string };

// Lowercase words joined by single hyphens: what editors type and what is safe in a URL.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
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

export const text: Check<string> = (v) => (typeof v === 'string' ? v : undefined);
export const nullableText: Check<string | null> = (v) => (v === null || v === undefined ? null : text(v));
export const slug: Check<string> = (v) => (isSlug(v) ? v : undefined);
export const lang: Check<Lang> = (v) => (typeof v === 'string' && isLang(v) ? v : undefined);
export const timestamp: Check<string> = (v) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined);

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (v) => values.find((x) => x === v);
}

/** An image the page may show: a path on this site or an https address; anything else is no image. */
export const imageUrl: Check<string | null> = (v) => {
  if (typeof v !== 'string') return null;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return isWebUrl(v) && v.startsWith('https:') ? v : null;
};

/** A list of external addresses; entries that are not http(s) are left out rather than failing the row. */
export const webUrls: Check<string[]> = (v) => (Array.isArray(v) ? v.filter(isWebUrl) : undefined);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks every field of `shape` on `raw`; the first unusable one names the failure. */
export function parseShape<S extends Shape>(shape: S, raw: unknown): ParseResult<Parsed<S>> {
  if (!isRecord(raw)) return { ok: false, field: '(row)' };
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    const value = check(raw[key]);
    if (value === undefined) return { ok: false, field: key };
    out[key] = value;
  }
  // Every key of the shape was checked above, so the record has exactly the parsed type.
  return { ok: true, value: out as Parsed<S> };
}
