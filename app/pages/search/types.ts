/** A run of snippet text; `mark` runs matched the query (rendered as text, so always escaped). */
export interface Segment {
  text: string;
  mark: boolean;
}

export type ResultType = 'page' | 'guide' | 'platform' | 'faq' | 'news';

export interface SearchResult {
  type: ResultType;
  /** Unprefixed path, possibly with a fragment. */
  path: string;
  title: string;
  section: string;
  snippet: Segment[];
}

/** No query: the prompt, nothing run. A query: its results (possibly none). */
export type SearchData = { query: '' } | { query: string; results: SearchResult[]; /** The input was cut to the maximum length. */ truncated: boolean };
