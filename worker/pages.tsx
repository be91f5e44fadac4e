import { Hono, type Context } from 'hono';
import type { ComponentType } from 'react';
import { LANGS } from '../content/languages.ts';
import { isLoadedPage, PAGES, type LoadedPage, type PageProps } from '../app/pages/index.tsx';
import { NotFoundPage } from '../app/pages/NotFoundPage.tsx';
import { ROUTES, type LoaderKey, type RouteDef } from '../app/routes.ts';
import type { AppEnv } from './env.ts';
import { LOADERS } from './loaders/index.ts';
import { log } from './log.ts';
import { renderPage } from './render.tsx';

function staticHandler(route: RouteDef, Page: ComponentType<PageProps>) {
  return (c: Context<AppEnv>) => {
    const params = c.req.param() as Record<string, string>;
    return renderPage(c, { route, params, page: <Page params={params} /> });
  };
}

// The route's loader runs first: its answer (404, 503, redirect) decides the status before the shell.
function loadedHandler<K extends LoaderKey>(route: RouteDef, entry: LoadedPage<K>) {
  const load = LOADERS[entry.loader];
  const Page = entry.Page;
  return async (c: Context<AppEnv>) => {
    const params = c.req.param() as Record<string, string>;
    const result = await load(c);
    switch (result.kind) {
      case 'redirect':
        return c.redirect(result.location, 301);
      case 'notFound':
        return notFound(c);
      case 'unavailable':
        return unavailable(c);
      case 'page':
        return renderPage(c, { route, params, status: result.status, crumb: result.crumb, headOverride: result.head, page: <Page params={params} data={result.data} /> });
    }
  };
}

function pageHandler(route: RouteDef) {
  const entry = PAGES[route.id];
  const expects = isLoadedPage(entry) ? entry.loader : undefined;
  if (expects !== route.loader) throw new Error(`route ${route.id}: table says loader ${route.loader}, page expects ${expects}`);
  return isLoadedPage(entry) ? loadedHandler(route, entry) : staticHandler(route, entry);
}

/** 404 page with status 404, noindex; the path is logged (SPEC: unknown routes are logged). */
export function notFound(c: Context<AppEnv>): Promise<Response> {
  log('warn', 'not found', { path: c.req.path });
  return renderPage(c, { status: 404, page: <NotFoundPage /> });
}

/** The backend failed with nothing cached: the 404 page's body (SPEC), but 503 so crawlers come back. */
export function unavailable(c: Context<AppEnv>): Promise<Response> {
  log('warn', 'content unavailable', { path: c.req.path });
  return renderPage(c, { status: 503, page: <NotFoundPage />, headers: { 'Retry-After': '120', 'Cache-Control': 'no-store' } });
}

/** Every route of the table, unprefixed (English) and under each language prefix, `/en` included. */
export function pageRoutes(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  for (const route of ROUTES) pages.get(route.path, pageHandler(route));
  const app = new Hono<AppEnv>();
  for (const lang of LANGS) app.route(`/${lang}`, pages);
  app.route('/', pages);
  return app;
}
