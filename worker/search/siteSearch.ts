import type { Lang } from '../../content/languages.ts';
import { COLLECTION_IDS, COLLECTIONS, entryAddress, titleOf, type CollectionId, type ListRow } from '../../shared/collections.ts';
import type { Listing, SiteData } from '../../shared/data.ts';
import type { SearchResult } from '../../shared/search.ts';
import { allInLanguage } from '../../shared/translation.ts';
import { log } from '../log.ts';
import { contentIndex } from './contentIndex.ts';
import { search, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';
import { staticIndex } from './staticIndex.ts';

type Lists = Pick<SiteData, CollectionId>;

/** What editors publish, as passages: each entry of every collection by its title and summary. */
function contentDocs(listings: readonly Listing<ListRow<CollectionId>>[], lang: Lang): SearchDoc[] {
  return COLLECTION_IDS.flatMap((id, i) => {
    const listing = listings[i]!;
    if (listing.kind !== 'ok') return [];
    return allInLanguage<{ slug: string; translations: { language: Lang }[] }>(listing.rows, lang).map((e) => {
      const { title, summary } = titleOf(id, e);
      return { id: `${id}/${e.slug}`, type: COLLECTIONS[id].searchType, path: entryAddress(id, e.slug), title, section: '', text: summary };
    });
  });
}

/**
 * The static pages' build-time index plus what editors publish, read through the same cached
 * lists as the pages. A failing index or list narrows the results instead of failing the page.
 */
export async function siteSearch(assets: Fetcher, lists: Lists, query: string, lang: Lang): Promise<SearchResult[]> {
  const [pages, listings] = await Promise.all([
    staticIndex(assets, lang).catch((error: unknown) => {
      log('error', 'search index unavailable', { lang }, error);
      return null;
    }),
    Promise.all(COLLECTION_IDS.map((id) => lists[id].list() as Promise<Listing<ListRow<CollectionId>>>)),
  ]);
  const from = listings.map((l) => (l.kind === 'ok' ? l.rows : null));
  const indexes: SearchIndex[] = [contentIndex(lang, from, () => contentDocs(listings, lang))];
  if (pages) indexes.unshift(pages);
  return search(indexes, query, lang);
}
