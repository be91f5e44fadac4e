import MiniSearch from 'minisearch';
import type { Lang } from '../../content/languages.ts';
import { foldTerm, searchOptions, type SearchDoc } from './options.ts';
import type { SearchResult } from '../../shared/search.ts';
import { snippet } from './snippet.ts';

export type SearchIndex = MiniSearch<SearchDoc>;

export const MAX_RESULTS = 30;

export function createIndex(lang: Lang, docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(searchOptions(lang));
  index.addAll(docs);
  return index;
}

export function loadIndex(lang: Lang, json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, searchOptions(lang));
}

/** Runs the query on every index, best score first, one hit per page (its best passage, linked by anchor). */
export function search(indexes: readonly SearchIndex[], query: string, lang: Lang): SearchResult[] {
  // A title containing the whole query is the strongest signal, above any mix of word matches.
  const phrase = foldTerm(query);
  const rank = (r: SearchResult & { score: number }) => r.score * (foldTerm(r.title).includes(phrase) ? 3 : 1);
  const results = indexes
    .flatMap((i) => i.search(query) as unknown as (SearchResult & { score: number; terms: string[]; text: string })[])
    .sort((a, b) => rank(b) - rank(a));
  const seen = new Set<string>();
  const hits: SearchResult[] = [];
  for (const r of results) {
    const path = r.path;
    const page = path.split('#')[0]!;
    if (seen.has(page)) continue;
    seen.add(page);
    hits.push({ type: r.type, path, title: r.title, section: r.section, snippet: snippet(r.text, r.terms, lang), act: r.act ?? null });
    if (hits.length === MAX_RESULTS) break;
  }
  return hits;
}
