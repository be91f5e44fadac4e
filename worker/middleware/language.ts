import type { MiddlewareHandler } from 'hono';
import { collapseSlashes, splitLang } from '../../shared/paths.ts';
import type { AppEnv } from '../env.ts';
import { siteOrigin } from '../siteOrigin.ts';

/**
 * Reads the language from the first path segment (anything else is English). Unlike Hono's
 * languageDetector it sets no cookie and reads no header: a public, cacheable page must depend
 * on its URL alone.
 */
export const language = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  // The path as it came, still percent-encoded (Hono's `c.req.path` decodes `%5C` to a backslash), and
  // without empty segments: pages echo it into links, where `/\host` or `//host` would leave the site.
  const { lang, rest } = splitLang(collapseSlashes(new URL(c.req.url).pathname));
  c.set('lang', lang);
  c.set('rest', rest);
  c.set('origin', siteOrigin(c));
  await next();
};
