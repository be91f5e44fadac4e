import type { MiddlewareHandler } from 'hono';
import { collapseSlashes } from '../../shared/paths.ts';

const READS = new Set(['GET', 'HEAD']);

/**
 * One address per page (GET and HEAD): runs of slashes collapse to one and the trailing slash goes, in
 * one 301 that keeps the query (`//news//?page=2` -> `/news?page=2`).
 *
 * The Location is relative. An absolute one would be built from the request's URL, whose host is the
 * Host header the client sent (`Host: evil.example` made hono's trailing-slash middleware answer
 * `Location: http://evil.example/...`); a relative one can only name this site. Collapsing first means
 * it never starts `//`, which browsers read as another host. Backslashes need no rule here: the URL
 * parser has already turned `/\` into `//`; an encoded `%5C` stays a character of the path.
 */
export const canonicalSlashes = (): MiddlewareHandler => async (c, next) => {
  if (!READS.has(c.req.method)) return next();
  const url = new URL(c.req.url);
  let pathname = collapseSlashes(url.pathname);
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  if (pathname !== url.pathname) return c.redirect(`${pathname}${url.search}`, 301);
  await next();
};

