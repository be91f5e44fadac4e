import MiniSearch from 'minisearch';
import type { Lang } from '../../shared/languages.ts';
import { foldTerm, searchOptions, type SearchDoc } from './options.ts';
import type { SearchResult } from '../../shared/searchContract.ts';
import { wordsOf } from './passageWords.ts';
import { snippet } from './snippet.ts';
import { localSpelling } from '../../shared/searchNames.ts';

export type SearchIndex = MiniSearch<SearchDoc>;

export const MAX_RESULTS = 30;
/** Fewer passages than this without typo tolerance, and the query is searched again with it. */
const FEW = 3;

/** A MiniSearch result with the stored fields of its passage. */
type Match = SearchDoc & { score: number; terms: string[] };

export function createIndex(lang: Lang, docs: readonly SearchDoc[]): SearchIndex {
  const index = new MiniSearch<SearchDoc>(searchOptions(lang));
  index.addAll(docs);
  return index;
}

export function loadIndex(lang: Lang, json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDoc>(json, searchOptions(lang));
}

// Titles repeat from one search to the next (a few thousand in all): each is folded once.
const folded = new Map<string, string>();
function foldedTitle(title: string): string {
  let f = folded.get(title);
  if (f === undefined) {
    if (folded.size > 10_000) folded.clear();
    folded.set(title, (f = foldTerm(title)));
  }
  return f;
}

/** Runs the query on every index, best score first, one hit per page (its best passage, linked by anchor). */
export function searchIndexes(indexes: readonly SearchIndex[], query: string, lang: Lang): SearchResult[] {
  // A title that is the whole query is the strongest signal, then a title containing it, above any mix
  // of word matches (scores of different indexes are not on one scale: a small index rates rare words higher).
  const phrase = foldTerm(query);
  const titleWeight = (title: string) => {
    const folded = foldedTitle(title);
    return folded === phrase ? 100 : folded.includes(phrase) ? 3 : 1;
  };
  // Spelled as the pages spell it, a query finds its pages without typo tolerance, which costs the
  // most (a walk of every index's words within an edit distance); only a query that finds almost
  // nothing is searched again with it ("relese date").
  // An English name in the query also finds the language's own spelling of it (shared/searchNames.ts).
  const local = localSpelling(query, lang);
  const asked = local ? { combineWith: 'OR' as const, queries: [query, local] } : query;
  const run = (fuzzy: boolean) => indexes.flatMap((index) => (index.search(asked, fuzzy ? {} : { fuzzy: false }) as unknown as Match[]).map((r) => ({ r, index })));
  let found = run(false);
  if (found.length < FEW) found = run(true);
  // Each result ranked once, not on every comparison of the sort.
  const results = found.map(({ r, index }) => ({ r, index, rank: r.score * titleWeight(r.title) })).sort((a, b) => b.rank - a.rank);
  const seen = new Set<string>();
  const hits: SearchResult[] = [];
  for (const { r, index } of results) {
    const path = r.path;
    const page = path.split('#')[0]!;
    if (seen.has(page)) continue;
    seen.add(page);
    hits.push({ type: r.type, path, title: r.title, section: r.section, snippet: snippet(r.text, wordsOf(index, r.id, lang), r.terms), act: r.act ?? null });
    if (hits.length === MAX_RESULTS) break;
  }
  return hits;
}
