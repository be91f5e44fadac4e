import { Hono, type Context } from 'hono';
import { LANGS } from '../content/languages.ts';
import { PAGES } from '../app/pages/index.tsx';
import { NotFoundPage } from '../app/pages/NotFoundPage.tsx';
import { ROUTES, type RouteDef } from '../app/routes.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';
import { renderPage } from './render.tsx';

function pageHandler(route: RouteDef) {
  const Page = PAGES[route.id];
  return (c: Context<AppEnv>) => {
    const params = c.req.param() as Record<string, string>;
    return renderPage(c, { route, params, page: <Page params={params} /> });
  };
}

/** 404 page with status 404, noindex; the path is logged (SPEC: unknown routes are logged). */
export function notFound(c: Context<AppEnv>): Promise<Response> {
  log('warn', 'not found', { path: c.req.path });
  return renderPage(c, { status: 404, page: <NotFoundPage /> });
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
