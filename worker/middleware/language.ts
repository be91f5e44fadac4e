import type { MiddlewareHandler } from 'hono';
import { splitLang } from '../../app/paths.ts';
import type { AppEnv } from '../env.ts';

/**
 * Reads the language from the first path segment (anything else is English). Unlike Hono's
 * languageDetector it sets no cookie and reads no header: a public, cacheable page must depend
 * on its URL alone.
 */
export const language = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const { lang, rest } = splitLang(c.req.path);
  c.set('lang', lang);
  c.set('rest', rest);
  c.set('origin', c.env.SITE_URL || new URL(c.req.url).origin);
  await next();
};
