import type { Lang } from '../../content/languages.ts';
import type { Listing, SiteData } from '../../shared/data.ts';
import { localizeTeasers } from '../../shared/news.ts';
import type { SearchResult } from '../../shared/search.ts';
import { allInLanguage } from '../../shared/translation.ts';
import { fillPath, route, type RouteId } from '../../app/routes/index.tsx';
import { log } from '../log.ts';
import { contentIndex } from './contentIndex.ts';
import { search, type SearchIndex } from './engine.ts';
import type { SearchDoc } from './options.ts';
import { staticIndex } from './staticIndex.ts';

type Lists = Pick<SiteData, 'news' | 'bosses' | 'items' | 'zones' | 'trailers'>;

// Each list's entry route: the paths come from the route table.
const ENTRY_ROUTES = { bosses: 'bossEntry', items: 'itemEntry', zones: 'zoneEntry' } as const satisfies Record<string, RouteId>;
const entryPath = (id: RouteId, slug: string) => fillPath(route(id).path, { slug });

type Entries = Listing<{ slug: string; translations: { language: Lang; name: string; description: string | null }[] }>;

// An encyclopaedia list as passages: each entry by its name and description.
function entryDocs(kind: keyof typeof ENTRY_ROUTES, listing: Entries, lang: Lang): SearchDoc[] {
  if (listing.kind !== 'ok') return [];
  return allInLanguage(listing.rows, lang).map((e) => ({ id: `${kind}/${e.slug}`, type: 'guide', path: entryPath(ENTRY_ROUTES[kind], e.slug), title: e.name, section: '', text: e.description ?? '' }));
}

/** What editors publish, as passages: news by title and summary, entries by name and description. */
async function contentDocs(lists: Lists, lang: Lang): Promise<SearchDoc[]> {
  const [news, trailers, ...entries] = await Promise.all([
    lists.news.list(), lists.trailers.list(), lists.bosses.list(), lists.items.list(), lists.zones.list(),
  ]);
  const docs: SearchDoc[] = [];
  if (news.kind === 'ok') {
    for (const n of localizeTeasers(news.rows, lang)) docs.push({ id: `news/${n.slug}`, type: 'news', path: entryPath('newsArticle', n.slug), title: n.title, section: '', text: n.summary });
  }
  if (trailers.kind === 'ok') {
    for (const t of allInLanguage(trailers.rows, lang)) docs.push({ id: `trailers/${t.slug}`, type: 'guide', path: entryPath('trailer', t.slug), title: t.title, section: '', text: '' });
  }
  const [bosses, items, zones] = entries;
  docs.push(...entryDocs('bosses', bosses, lang), ...entryDocs('items', items, lang), ...entryDocs('zones', zones, lang));
  return docs;
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
