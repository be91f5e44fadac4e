import type { ListedId } from './collections.ts';
import type { Act } from './schema/enums.ts';

/** A run of snippet text; `mark` runs matched the query (rendered as text, so always escaped). */
export interface Segment {
  text: string;
  mark: boolean;
}

/** A page of the site by its kind, or an entry by its collection (a boss, an item, an area, news...). */
export type ResultType = 'page' | 'guide' | 'platform' | 'faq' | ListedId;

export interface SearchResult {
  type: ResultType;
  /** Unprefixed path, possibly with a fragment. */
  path: string;
  title: string;
  section: string;
  snippet: Segment[];
  /** The act the result spoils, when it does: a visitor's spoiler level may hide it. */
  act: Act | null;
}

/** No query: the prompt, nothing run. A query: its results (possibly none). */
export type SearchData = { query: '' } | { query: string; results: SearchResult[]; /** The input was cut to the maximum length. */ truncated: boolean };

/** The search inputs' maxlength; a longer query is cut, not refused. */
export const QUERY_MAX_LENGTH = 200;

/** Trimmed, single-spaced, control characters removed, at most QUERY_MAX_LENGTH characters (code points). */
export function normalizeQuery(raw: string | undefined): string {
  const clean = (raw ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, QUERY_MAX_LENGTH).join('').trim();
}
