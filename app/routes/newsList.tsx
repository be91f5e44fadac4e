import { localizeTeasers } from '../../shared/news.ts';
import { pageCount, pageSlice, parsePage } from '../../shared/pagination.ts';
import type { Listing } from '../../shared/data.ts';
import type { NewsTeaserRow } from '../../shared/schema/news.ts';
import { NewsListPage } from '../pages/NewsListPage.tsx';
import type { NewsListData, NewsPage } from '../pages/news/types.ts';
import { defineRoute } from './module.ts';

// The same address without `page`: page 1 has exactly one URL.
function withoutPage(url: URL): string {
  const u = new URL(url);
  u.searchParams.delete('page');
  return `${u.pathname}${u.search}`;
}

/**
 * /news?page=N. `?page=1` redirects to /news; anything but a plain page number, and any page past
 * the last, is the 404 page. The route streams: people get the shell of page 1 before its list; a
 * later page has its list before the shell (to know it exists), so its stream sends it whole.
 */
export const newsList = defineRoute<NewsListData>(async ({ query, url, lang, t, data }) => {
  const raw = query.page;
  if (raw === '1') return { kind: 'redirect', location: withoutPage(url) };
  const page = parsePage(raw);
  if (page === null) return { kind: 'notFound' };

  const listing = data.news.list();
  // A failed list query shows as an empty list (the page is not stored: worker/pageCache.ts).
  const toPage = (result: Listing<NewsTeaserRow>): NewsPage => {
    const items = result.kind === 'ok' ? localizeTeasers(result.rows, lang) : [];
    return { items: pageSlice(items, page), page, pageCount: pageCount(items.length) };
  };
  // Page 1 exists even when empty, so its status never waits for the list: the shell streams and the
  // list follows (the route streams, below).
  if (page === 1) return { kind: 'page', data: { listing: listing.then(toPage) } };

  // Any later page may be past the end, which must be a 404 before the shell goes out.
  const result = await listing;
  if (result.kind === 'failed') return { kind: 'unavailable' };
  const onPage = toPage(result);
  if (page > onPage.pageCount) return { kind: 'notFound' };
  return {
    kind: 'page',
    data: { listing: onPage },
    head: { search: `?page=${page}`, title: `${t('seo.news.title')} – ${t('news.pagination.page', { page })}` },
  };
}, NewsListPage, { stream: true });
