import type { Lang } from '../../content/languages.ts';
import { COLLECTION_IDS, COLLECTIONS, entryPath, titleOf, type CollectionId } from '../../shared/collections.ts';
import type { SiteData } from '../../shared/data.ts';
import type { SearchResult } from '../../shared/search.ts';
import { allInLanguage } from '../../shared/translation.ts';
import { log } from '../log.ts';
import { contentIndex } from './contentIndex.ts';
import { search, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';
import { staticIndex } from './staticIndex.ts';

type Lists = Pick<SiteData, CollectionId>;

/** What editors publish, as passages: each entry of every collection by its title and summary. */
async function contentDocs(lists: Lists, lang: Lang): Promise<SearchDoc[]> {
  const listings = await Promise.all(COLLECTION_IDS.map(async (id) => [id, await lists[id].list()] as const));
  return listings.flatMap(([id, listing]) => {
    if (listing.kind !== 'ok') return [];
    return allInLanguage<{ slug: string; translations: { language: Lang }[] }>(listing.rows, lang).map((e) => {
      const { title, summary } = titleOf(id, e);
      return { id: `${id}/${e.slug}`, type: COLLECTIONS[id].searchType, path: entryPath(id, e.slug), title, section: '', text: summary };
    });
  });
}

/**
 * The static pages' build-time index plus what editors publish, read through the same cached
 * lists as the pages. A failing index or list narrows the results instead of failing the page.
 */
export async function siteSearch(assets: Fetcher, lists: Lists, query: string, lang: Lang): Promise<SearchResult[]> {
  const [pages, docs] = await Promise.all([
    staticIndex(assets, lang).catch((error: unknown) => {
      log('error', 'search index unavailable', { lang }, error);
      return null;
    }),
    contentDocs(lists, lang),
  ]);
  const indexes: SearchIndex[] = [contentIndex(lang, docs)];
  if (pages) indexes.unshift(pages);
  return search(indexes, query, lang);
}
