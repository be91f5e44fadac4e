import MiniSearch from 'minisearch';
import type { Lang } from '../../content/languages.ts';
import { searchOptions, type SearchDoc } from './options.ts';
import { snippet, type Segment } from './snippet.ts';

export type SearchIndex = MiniSearch<SearchDoc>;

export interface SearchHit {
  type: SearchDoc['type'];
  path: string;
  title: string;
  section: string;
  snippet: Segment[];
}

/** Longest query we run; longer input is cut, not refused. */
export const QUERY_MAX_CHARS = 200;
export const MAX_RESULTS = 30;

/** Trimmed, single-spaced, control characters removed, at most 200 characters (code points). */
export function normalizeQuery(raw: string | undefined): string {
  const clean = (raw ?? '').replace(/[\p{Cc}\p{Cf}]/gu, ' ').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, QUERY_MAX_CHARS).join('').trim();
}

export function createIndex(lang: Lang, docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(searchOptions(lang));
  index.addAll(docs);
  return index;
}

export function loadIndex(lang: Lang, json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, searchOptions(lang));
}

/** Runs the query on every index, best score first, one hit per path (its best passage). */
export function search(indexes: readonly SearchIndex[], query: string, lang: Lang): SearchHit[] {
  const results = indexes.flatMap((i) => i.search(query)).sort((a, b) => b.score - a.score);
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const r of results) {
    const path = r.path as string;
    if (seen.has(path)) continue;
    seen.add(path);
    hits.push({
      type: r.type as SearchDoc['type'],
      path,
      title: r.title as string,
      section: r.section as string,
      snippet: snippet(r.text as string, r.terms, lang),
    });
    if (hits.length === MAX_RESULTS) break;
  }
  return hits;
}
