import type { Context } from 'hono';
import { translator } from '../../content/i18n/index.ts';
import { pageCount, pageSlice, parsePage } from '../../shared/pagination.ts';
import type { NewsListData, NewsPage } from '../../app/pages/news/types.ts';
import type { NewsTeaserRow } from '../../shared/schema/news.ts';
import type { Listing } from '../data/collection.ts';
import { localizeTeasers } from '../data/news.ts';
import type { AppEnv } from '../env.ts';
import { requestNews } from '../requestNews.ts';
import type { LoadResult } from './index.ts';

// The same address without `page`: page 1 has exactly one URL.
function withoutPage(url: string): string {
  const u = new URL(url);
  u.searchParams.delete('page');
  return `${u.pathname}${u.search}`;
}

/**
 * /news?page=N. `?page=1` redirects to /news; anything but a plain page number, and any page past
 * the last, is the 404 page.
 */
export async function loadNewsList(c: Context<AppEnv>): Promise<LoadResult<NewsListData>> {
  const raw = c.req.query('page');
  if (raw === '1') return { kind: 'redirect', location: withoutPage(c.req.url) };
  const page = parsePage(raw);
  if (page === null) return { kind: 'notFound' };

  const lang = c.get('lang');
  const listing = requestNews(c).list();
  // SPEC 8: a failed list query shows as an empty list.
  const toPage = (result: Listing<NewsTeaserRow>): NewsPage => {
    const items = result.kind === 'ok' ? localizeTeasers(result.rows, lang) : [];
    return { items: pageSlice(items, page), page, pageCount: pageCount(items.length) };
  };
  // Page 1 exists even when empty, so its status never waits: the shell streams, the list follows.
  if (page === 1) return { kind: 'page', data: { listing: listing.then(toPage) } };

  // Any later page may be past the end, which must be a 404 before the shell goes out.
  const result = await listing;
  if (result.kind === 'failed') return { kind: 'unavailable' };
  const data = toPage(result);
  if (page > data.pageCount) return { kind: 'notFound' };
  const t = translator(lang);
  return {
    kind: 'page',
    data: { listing: Promise.resolve(data) },
    head: { search: `?page=${page}`, title: `${t('seo.news.title')} – ${t('news.pagination.page', { page })}` },
  };
}
