import { withoutSpoilers } from '../../shared/spoilerMarks.ts';
import { DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import type { Act } from '../../shared/schema/enums.ts';
import { LISTED_IDS, titleOf, type ListRow, type ListedId } from '../../shared/collections.ts';
import { entryAddress } from '../../shared/routes.ts';
import { listings, type Listing, type SiteData } from '../../shared/data.ts';
import type { SearchResult } from '../../shared/searchContract.ts';
import { allInLanguage } from '../../shared/translation.ts';
import { log } from '../log.ts';
import { contentIndex } from './contentIndex.ts';
import { searchIndexes, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';
import { staticIndex } from './staticIndex.ts';

type Lists = Pick<SiteData, ListedId>;

type Row = { slug: string; act?: Act | null; translations: { language: Lang }[] };

/**
 * What editors publish, as passages: each entry of every collection (labelled by it) by its title and summary, and
 * in another language than English by its English name too, so a player who knows the English name
 * (or reads the game in English) finds it in either script.
 */
function contentDocs(listed: readonly Listing<ListRow<ListedId>>[], lang: Lang): SearchDoc[] {
  return LISTED_IDS.flatMap((id, i) => {
    const listing = listed[i]!;
    if (listing.kind !== 'ok') return [];
    const english = lang === DEFAULT_LANG ? null : new Map(allInLanguage<Row>(listing.rows, DEFAULT_LANG).map((e) => [e.slug, titleOf(id, e).title] as const));
    return allInLanguage<Row>(listing.rows, lang).map((e) => {
      const { title, summary } = titleOf(id, e);
      const alias = english?.get(e.slug);
      return {
        id: `${id}/${e.slug}`, type: id, path: entryAddress(id, e.slug), title, section: '', text: withoutSpoilers(summary), act: e.act ?? null,
        ...(alias && alias !== title && { aliases: alias }),
      };
    });
  });
}

/**
 * The static pages' build-time index plus what editors publish, read through the same cached
 * lists as the pages. A failing index or list narrows the results instead of failing the page.
 */
export async function siteSearch(assets: Fetcher, lists: Lists, query: string, lang: Lang): Promise<SearchResult[]> {
  const [pages, listed] = await Promise.all([
    staticIndex(assets, lang).catch((error: unknown) => {
      log('error', 'search index unavailable', { lang }, error);
      return null;
    }),
    listings(lists, LISTED_IDS),
  ]);
  const from = listed.map((l) => (l.kind === 'ok' ? l.rows : null));
  const indexes: SearchIndex[] = [contentIndex(lang, from, () => contentDocs(listed, lang))];
  if (pages) indexes.unshift(pages);
  return searchIndexes(indexes, query, lang);
}
