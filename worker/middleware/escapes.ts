import type { MiddlewareHandler } from 'hono';
import { pathAndSearch } from '../../shared/paths.ts';

// Letters, digits and `-._~` mean the same escaped or not (RFC 3986, 2.3): `%62ell%2Dbeast` is `bell-beast`.
const UNRESERVED = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/**
 * `/guides/boss/%62ell%2Dbeast` -> 301 `/guides/boss/bell-beast`: a page has one spelling, so the
 * page cache holds one copy of it. Only unreserved characters are decoded; the Location is relative.
 */
export const canonicalEscapes = (): MiddlewareHandler => async (c, next) => {
  const [path, search] = pathAndSearch(c.req.url);
  const plain = path.replace(UNRESERVED, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
  if (plain !== path && (c.req.method === 'GET' || c.req.method === 'HEAD')) return c.redirect(`${plain}${search}`, 301);
  await next();
};
