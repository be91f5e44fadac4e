import type { Context } from 'hono';
import type { SearchData } from '../../shared/search.ts';
import { localizeTeasers } from '../data/news.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../log.ts';
import { requestNews } from '../requestNews.ts';
import { normalizeQuery } from '../../shared/search.ts';
import { search, type SearchIndex } from '../search/engine.ts';
import { newsIndex } from '../search/newsIndex.ts';
import { staticIndex } from '../search/staticIndex.ts';
import type { LoadResult } from './index.ts';

/**
 * /search?q=: the static pages' build-time index plus the current news. A blank query runs
 * nothing; result pages are `noindex, follow`. A failing index or news source narrows the
 * results instead of failing the page.
 */
export async function loadSearch(c: Context<AppEnv>): Promise<LoadResult<SearchData>> {
  const raw = c.req.query('q');
  const query = normalizeQuery(raw);
  if (!query) return { kind: 'page', data: { query: '' } };
  const lang = c.get('lang');
  const [pages, news] = await Promise.all([
    staticIndex(c.env.ASSETS, lang).catch((error: unknown) => {
      log('error', 'search index unavailable', { lang }, error);
      return null;
    }),
    requestNews(c).list(),
  ]);
  const indexes: SearchIndex[] = [];
  if (pages) indexes.push(pages);
  if (news.kind === 'ok') indexes.push(newsIndex(lang, localizeTeasers(news.rows, lang)));
  return { kind: 'page', data: { query, results: search(indexes, query, lang), truncated: query.length < (raw ?? '').trim().replace(/\s+/g, ' ').length }, head: { robots: 'noindex, follow' } };
}
