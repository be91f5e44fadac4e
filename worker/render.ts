import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { isbot } from 'isbot';
import { translator } from '../content/i18n/index.ts';
import { errorDocument, pageDocument, type PageContext, type PageDocument } from '../app/render.tsx';
import type { RouteDef } from '../app/routes/index.tsx';
import { ASSETS } from './assets.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';

export interface RenderOptions extends Omit<PageDocument, 'page'> {
  status?: number;
  headers?: Record<string, string>;
  page: ReactNode;
}

const HTML = 'text/html; charset=utf-8';

function pageContext(c: Context<AppEnv>, route?: RouteDef): PageContext {
  const lang = c.get('lang');
  return { lang, t: translator(lang), route, path: c.get('rest'), query: c.req.query(), origin: c.get('origin'), assets: ASSETS };
}

/** Streams a page. People get the shell at once; crawlers get the finished document. */
export async function renderPage(c: Context<AppEnv>, opts: RenderOptions): Promise<Response> {
  const ctx = pageContext(c, opts.route);
  const tree = pageDocument(ctx, opts);
  // Crawlers and the page cache's own renders get the complete document; people get a stream.
  const bot = c.get('pageRefresh') || isbot(c.req.header('user-agent'));
  try {
    const stream = await renderToReadableStream(tree, {
      nonce: c.get('secureHeadersNonce'),
      signal: c.req.raw.signal,
      // React moves finished Suspense content past this many bytes to the end of the document (to be
      // swapped in by script); crawlers get it in place.
      progressiveChunkSize: bot ? Number.POSITIVE_INFINITY : undefined,
      onError(error) {
        log('error', 'render error', { path: c.req.path }, error);
      },
    });
    if (bot) await stream.allReady;
    return c.body(stream, (opts.status ?? 200) as 200, {
      'Content-Type': HTML,
      'Content-Language': ctx.lang,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      ...opts.headers,
    });
  } catch (error) {
    log('error', 'shell failed', { path: c.req.path }, error);
    return renderError(c);
  }
}

/** The localized 'Something went wrong' page (500), rendered without the parts that may have failed. */
export async function renderError(c: Context<AppEnv>): Promise<Response> {
  const ctx = pageContext(c);
  try {
    const stream = await renderToReadableStream(errorDocument(ctx), { nonce: c.get('secureHeadersNonce') });
    await stream.allReady;
    return c.body(stream, 500, { 'Content-Type': HTML, 'Cache-Control': 'no-store' });
  } catch (error) {
    log('error', 'error page failed', { path: c.req.path }, error);
    return c.text(ctx.t('common.somethingWentWrong'), 500, { 'Cache-Control': 'no-store' });
  }
}
