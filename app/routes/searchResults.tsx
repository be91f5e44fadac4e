import { normalizeQuery, type SearchData } from '../../shared/searchContract.ts';
import { SearchPage } from '../pages/SearchPage.tsx';
import { defineRoute } from './module.ts';

/** /search?q=: a blank query runs nothing; result pages are `noindex, follow`. */
export const searchResults = defineRoute<SearchData>(async ({ query, lang, data }) => {
  const raw = query.q;
  const q = normalizeQuery(raw);
  if (!q) return { kind: 'page', data: { query: '' } };
  const results = await data.search(q, lang);
  const truncated = q.length < (raw ?? '').trim().replace(/\s+/g, ' ').length;
  return { kind: 'page', data: { query: q, results, truncated }, head: { robots: 'noindex, follow' } };
}, SearchPage);
