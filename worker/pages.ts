import { Hono, type Context } from 'hono';
import { translate, translator } from '../shared/i18n.ts';
import { LANGS } from '../shared/languages.ts';
import { notFoundPage, PAGES, staticPage } from '../app/render.tsx';
import { ROUTES, type RouteDef, routeQuery } from '../shared/routes.ts';
import { onlyKnownQuery } from './middleware/canonicalQuery.ts';
import { siteData } from './data/siteData.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';
import { isLocal } from './siteOrigin.ts';
import { pageCache, type Renderer } from './pageCache.ts';
import { renderPage } from './render.ts';

// A static page renders at once; a loaded one runs its loader first, whose answer (404, 503,
// redirect) decides the status before the shell goes out.
function pageHandler(route: RouteDef) {
  const module = PAGES[route.id];
  return async (c: Context<AppEnv>) => {
    const params = c.req.param() as Record<string, string>;
    if (module.kind === 'static') return renderPage(c, { route, params, page: staticPage(module.Page) });
    const lang = c.get('lang');
    const outcome = await module.resolve({
      lang,
      t: translator(lang),
      params,
      query: c.req.query(),
      url: new URL(c.req.url),
      origin: c.get('origin'),
      data: siteData(c),
    });
    switch (outcome.kind) {
      case 'redirect':
        return c.redirect(outcome.location, 301);
      case 'notFound':
        return notFound(c);
      case 'unavailable':
        return unavailable(c);
      case 'page': {
        const { page, head, crumb, related, status, stream } = outcome;
        const headers = status === 503 ? RETRY : undefined;
        return renderPage(c, { route, params, status, crumb, related, headOverride: head, headers, page, stream });
      }
    }
  };
}

// A backend outage: come back in two minutes, and nobody keeps this answer.
const RETRY = { 'Retry-After': '120', 'Cache-Control': 'no-store' };

/**
 * 404 page with status 404, noindex. The path is logged: a warning in production, where it may be a
 * dead link; on a developer's machine only information, since a mistyped address is no fault there.
 */
export function notFound(c: Context<AppEnv>): Promise<Response> {
  log(isLocal(new URL(c.req.url)) ? 'info' : 'warn', 'not found', { path: c.req.path });
  return renderPage(c, { status: 404, page: notFoundPage() });
}

/** The backend failed with nothing cached: the 404 page's body, but 503 so crawlers come back. */
export function unavailable(c: Context<AppEnv>): Promise<Response> {
  log('warn', 'content unavailable', { path: c.req.path });
  return renderPage(c, { status: 503, page: notFoundPage(), headers: RETRY });
}

/**
 * Pages and feeds are read-only: any other method on their addresses is 405 naming what they answer,
 * with a line of text in the page's language; never cached, and never the 404 page (the page exists).
 */
export function methodNotAllowed(c: Context<AppEnv>): Response {
  return c.text(translate(c.get('lang'), 'common.methodNotAllowed'), 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
}

/**
 * Every route of the table, unprefixed (English) and under each language prefix, `/en` included,
 * each through the page cache (`renderer` renders a page again in the background); other methods 405.
 */
export function pageRoutes(renderer: () => Renderer): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  for (const route of ROUTES) {
    const rules = routeQuery(route);
    pages.get(route.path, onlyKnownQuery(rules), pageCache(renderer, rules), pageHandler(route)).all(route.path, methodNotAllowed);
  }
  const app = new Hono<AppEnv>();
  for (const lang of LANGS) app.route(`/${lang}`, pages);
  app.route('/', pages);
  return app;
}
