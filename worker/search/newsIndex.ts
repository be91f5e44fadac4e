import type { Lang } from '../../content/languages.ts';
import type { NewsTeaser } from '../../shared/schema/news.ts';
import { createIndex, type SearchIndex } from './engine.ts';

// Rebuilt only when the (cached) news list changes, so a new article is findable without a deploy.
const built = new Map<string, SearchIndex>();
const MAX_KEPT = 16;

/** An index of the published news in one language (title and summary of each article). */
export function newsIndex(lang: Lang, items: readonly NewsTeaser[]): SearchIndex {
  const key = `${lang}\n${items.map((i) => `${i.slug}\t${i.title}\t${i.summary}`).join('\n')}`;
  let index = built.get(key);
  if (!index) {
    index = createIndex(
      lang,
      items.map((i) => ({ id: i.slug, type: 'news', path: `/news/${i.slug}`, title: i.title, section: '', text: i.summary })),
    );
    if (built.size >= MAX_KEPT) built.delete(built.keys().next().value!);
    built.set(key, index);
  }
  return index;
}
