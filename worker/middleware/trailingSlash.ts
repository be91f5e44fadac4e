import type { MiddlewareHandler } from 'hono';

/** `/news/` -> 301 `/news` (query kept), so every page has exactly one address. */
export const trailingSlash = (): MiddlewareHandler => async (c, next) => {
  const url = new URL(c.req.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    return c.redirect(`${url.pathname}${url.search}`, 301);
  }
  await next();
};
