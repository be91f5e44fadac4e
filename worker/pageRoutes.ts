import { Hono, type Context } from 'hono';
import { translate, translator } from '../shared/i18n.ts';
import { LANGS } from '../shared/languages.ts';
import { notFoundPage, PAGE_MODULES, staticPage, type RouteModule } from '../app/render.tsx';
import { ROUTES, routeQuery, type RouteDef } from '../shared/routes.ts';
import { onlyKnownQuery } from './middleware/canonicalQuery.ts';
import { DataReads } from './data/reads.ts';
import { siteData } from './data/siteData.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';
import { isLocal } from './siteOrigin.ts';
import { cachedPage, pageKey, type RenderMode, type Rendered } from './pageCache.ts';
import { renderPage } from './documentStream.ts';

// A static page renders at once; a loaded one runs its loader first, whose answer (404, 503,
// redirect) decides the status before the shell goes out.
async function renderRoute(c: Context<AppEnv>, route: RouteDef, module: RouteModule, mode: RenderMode): Promise<Rendered> {
  const params = c.req.param() as Record<string, string>;
  if (module.kind === 'static') return renderPage(c, { route, params, page: staticPage(module.Page) }, mode);
  const lang = c.get('lang');
  const reads = new DataReads();
  const outcome = await module.resolve({
    lang,
    t: translator(lang),
    params,
    query: c.req.query(),
    url: new URL(c.req.url),
    origin: c.get('origin'),
    data: siteData(c, { reads, revalidate: mode.refresh }),
  });
  switch (outcome.kind) {
    case 'redirect':
      return { response: c.redirect(outcome.location, 301) };
    case 'notFound':
      return { response: await notFound(c) };
    case 'unavailable':
      return { response: await unavailable(c) };
    case 'page': {
      const { page, head, crumb, related, status } = outcome;
      const headers = status === 503 ? RETRY : undefined;
      return renderPage(c, { route, params, status, crumb, related, headOverride: head, headers, page, stream: module.stream }, mode, reads);
    }
  }
}

/** A route's pages through the page cache, which keys them by the query parameters the route reads. */
function pageHandler(route: RouteDef) {
  const module = PAGE_MODULES[route.id];
  const rules = routeQuery(route);
  return (c: Context<AppEnv>) =>
    cachedPage(pageKey(c.get('origin'), c.req.url, rules), (mode) => renderRoute(c, route, module, mode), {
      ctx: c.executionCtx,
      acceptEncoding: c.req.header('accept-encoding'),
    });
}

// A backend outage: come back in two minutes, and nobody keeps this answer.
const RETRY = { 'Retry-After': '120', 'Cache-Control': 'no-store' };

/** 404 page with status 404, noindex; the path is logged (unknown routes are logged). */
export async function notFound(c: Context<AppEnv>): Promise<Response> {
  log(isLocal(new URL(c.req.url)) ? 'info' : 'warn', 'not found', { path: c.req.path });
  return (await renderPage(c, { status: 404, page: notFoundPage() })).response;
}

/** The backend failed with nothing cached: the 404 page's body, but 503 so crawlers come back. */
export async function unavailable(c: Context<AppEnv>): Promise<Response> {
  log('warn', 'content unavailable', { path: c.req.path });
  return (await renderPage(c, { status: 503, page: notFoundPage(), headers: RETRY })).response;
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
 * each through the page cache; other methods 405.
 */
export function pageRoutes(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  for (const route of ROUTES) pages.get(route.path, onlyKnownQuery(routeQuery(route)), pageHandler(route)).all(route.path, methodNotAllowed);
  const app = new Hono<AppEnv>();
  for (const lang of LANGS) app.route(`/${lang}`, pages);
  app.route('/', pages);
  return app;
}
