import type { Lang } from '../../shared/languages.ts';
import { SEARCH_INDEX_FILES } from '../assets.ts';
import { loadIndex, type SearchIndex } from './engine.ts';

// Parsed once per isolate and language, on the first search in that language.
const loaded = new Map<Lang, Promise<SearchIndex>>();

/** The build-time index of the static pages, fetched from Static Assets. */
export function staticIndex(assets: Fetcher, lang: Lang): Promise<SearchIndex> {
  let index = loaded.get(lang);
  if (!index) {
    index = assets
      .fetch(new Request(new URL(SEARCH_INDEX_FILES[lang], 'https://assets.invalid')))
      // Plain callbacks: a throw rejects the promise that has the handler (see worker/data/bundled.ts).
      .then((res) => {
        if (!res.ok) throw new Error(`search index ${lang}: HTTP ${res.status}`);
        return res.text();
      })
      .then((json) => loadIndex(lang, json));
    // A failed load is retried by the next search instead of being cached.
    index.catch(() => loaded.delete(lang));
    loaded.set(lang, index);
  }
  return index;
}
