import type { Lang } from '../../content/languages.ts';
import { createIndex, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';

// Rebuilt only when the (cached) lists change, so a new article or entry is findable without a deploy.
const built = new Map<string, SearchIndex>();
const MAX_KEPT = 16;

/** An index of what editors publish (news, encyclopaedia entries) in one language, memoized by content. */
export function contentIndex(lang: Lang, docs: readonly SearchDoc[]): SearchIndex {
  const key = `${lang}\n${docs.map((d) => `${d.path}\t${d.title}\t${d.text}`).join('\n')}`;
  let index = built.get(key);
  if (!index) {
    index = createIndex(lang, docs);
    if (built.size >= MAX_KEPT) built.delete(built.keys().next().value!);
    built.set(key, index);
  }
  return index;
}
