import type { Lang } from '../../shared/languages.ts';
import { createIndex, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';

// One index per language, kept while the lists it was built from are the same arrays: a cached list
// stays one array until its copy is replaced, so a new article or entry is findable without a deploy
// and an unchanged one costs nothing per search.
const built = new Map<Lang, { from: readonly unknown[]; index: SearchIndex }>();

/** An index of what editors publish in one language; `from` are the lists behind `docs`, compared by identity. */
export function contentIndex(lang: Lang, from: readonly unknown[], docs: () => readonly SearchDoc[]): SearchIndex {
  const last = built.get(lang);
  if (last && last.from.length === from.length && last.from.every((list, i) => list === from[i])) return last.index;
  const index = createIndex(lang, docs());
  built.set(lang, { from, index });
  return index;
}
