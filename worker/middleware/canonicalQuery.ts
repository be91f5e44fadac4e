import type { MiddlewareHandler } from 'hono';
import { pathAndSearch } from '../../shared/paths.ts';
import type { QueryRule } from '../../shared/routes.ts';
import { isQuerySlug } from '../../shared/hubFilters.ts';

/**
 * The parameters of `search` a page reads: each named by `rules` once, a listed one with one of its
 * values. Null when nothing had to go. A page number or a search text is the page's to judge (a 404
 * for a page past the end), so it is kept as it came.
 */
export function knownQuery(search: string, rules: Readonly<Record<string, QueryRule>>): string | null {
  const params = [...new URLSearchParams(search)];
  const seen = new Set<string>();
  const kept = params.filter(([name, value]) => {
    const rule = rules[name];
    if (!rule || seen.has(name)) return false;
    seen.add(name);
    if (rule === 'slug') return isQuerySlug(value);
    return typeof rule === 'string' || rule.includes(value);
  });
  if (kept.length === params.length) return null;
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}

/**
 * One address per page: a request with parameters the route does not read, a parameter twice, or a
 * filter value it does not know is sent (301, relative, so never off the site) to the address
 * without them. So every address the page cache can keep is a real page or filter combination.
 */
export const onlyKnownQuery = (rules: Readonly<Record<string, QueryRule>>): MiddlewareHandler => async (c, next) => {
  const [path, search] = pathAndSearch(c.req.url);
  if (search && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    const canonical = knownQuery(search.slice(1), rules);
    if (canonical !== null) return c.redirect(`${path}${canonical}`, 301);
  }
  await next();
};
