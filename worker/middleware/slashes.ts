import type { MiddlewareHandler } from 'hono';
import { trimTrailingSlash } from 'hono/trailing-slash';
import { collapseSlashes } from '../../shared/paths.ts';

const READS = new Set(['GET', 'HEAD']);

/**
 * `//evil.example/` -> 301 `/evil.example/`: runs of slashes collapse to one, so a redirect (ours or
 * hono's below) never carries a path that browsers read as another host. Backslashes need no rule here:
 * the URL parser has already turned `/\` into `//`; an encoded `%5C` stays a character of the path.
 */
const collapse = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  const pathname = collapseSlashes(url.pathname);
  if (READS.has(c.req.method) && pathname !== url.pathname) return c.redirect(`${pathname}${url.search}`, 301);
  await next();
};

// Hono's own middleware for `/news/` -> 301 `/news` (query kept); `alwaysRedirect` answers before routing
// instead of rendering the 404 page first. Its Location is absolute on the request's own origin.
const trim = trimTrailingSlash({ alwaysRedirect: true });

/** One address per page: repeated slashes collapse, then the trailing slash goes (GET and HEAD). */
export const canonicalSlashes = (): MiddlewareHandler[] => [collapse(), trim];
