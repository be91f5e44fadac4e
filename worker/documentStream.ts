import type { Context } from 'hono';
import type { ReactElement, ReactNode } from 'react';
// React's Node build (workerd runs it with `nodejs_compat`): its stream writes strings into a shared
// buffer instead of encoding each into a new array, and its renderToString builds one string; both
// cost far less CPU than the edge build's `react-dom/server` (npm run bench).
import { renderToReadableStream, renderToString } from 'react-dom/server.node';
import { isbot } from 'isbot';
import { translator } from '../shared/i18n.ts';
import { errorDocument, MarkupSplice, pageDocument, splicedDocument, type PageContext, type PageDocument } from '../app/render.tsx';
import type { RouteDef } from '../shared/routes.ts';
import { BUILD_HEADER } from '../shared/serviceWorker.ts';
import { ASSETS, BUILD } from './assets.ts';
import type { DataReads } from './data/reads.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';
import type { PageCopy, RenderMode, Rendered } from './pageCache.ts';

export interface RenderOptions extends Omit<PageDocument, 'page'> {
  status?: number;
  headers?: Record<string, string>;
  page: ReactNode;
  /**
   * The route waits for data inside the render (Suspense: the news list), so people get its shell
   * first; declared by its route module. Every other page has its data before rendering and is
   * rendered in one pass.
   */
  stream?: boolean;
}

/**
 * A page that does not suspend, rendered in one pass to one string: streaming it would send nothing
 * earlier (its shell is the whole document) and costs React several times the work (a chunk per tag).
 * Its kept markup (a hub's rows, the header's menus) is spliced in as bytes made once (markupSplice.ts).
 */
function wholeDocument(tree: ReactElement): { bytes: Uint8Array<ArrayBuffer>; text: () => string } {
  const splice = new MarkupSplice();
  const doc = `<!DOCTYPE html>${renderToString(splicedDocument(tree, splice))}`;
  return { bytes: splice.bytes(doc), text: () => splice.text(doc) };
}

const HTML = 'text/html; charset=utf-8';

/**
 * The headers of every page, rendered or from the page cache: public, but checked again on each visit;
 * and the build that rendered it, for the service worker (app/sw/offlinePages.ts).
 */
export const pageHeaders = (lang: string) => ({
  'Content-Type': HTML,
  'Content-Language': lang,
  'Cache-Control': 'public, max-age=0, must-revalidate',
  [BUILD_HEADER]: BUILD,
});

function pageContext(c: Context<AppEnv>, route?: RouteDef): PageContext {
  const lang = c.get('lang');
  return { lang, t: translator(lang), route, path: c.get('rest'), query: c.req.query(), origin: c.get('origin'), assets: ASSETS };
}

/** Renders `tree` as a stream; `whole`: the complete document in place (crawlers, the cache's copy), once all data is in. */
async function streamDocument(c: Context<AppEnv>, tree: ReactNode, whole: boolean, signal?: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(tree, {
    // A complete document has no streaming scripts, so no nonce: the copy serves every later visit.
    nonce: whole ? undefined : c.get('secureHeadersNonce'),
    signal,
    // React moves finished Suspense content past this many bytes to the end of the document (to be
    // swapped in by script); a complete document gets it in place.
    progressiveChunkSize: whole ? Number.POSITIVE_INFINITY : undefined,
    onError(error) {
      log('error', 'render error', { path: c.req.path }, error);
    },
  });
  if (whole) await stream.allReady;
  return stream;
}

/** A visitor's render that nobody keeps (an error page, a search result). */
const VISIT: RenderMode = { refresh: false, keep: false };

/**
 * A page as HTML: in one pass, or streamed when its route waits for data inside the render
 * (`stream`). With `mode.keep`, a 200 also gives back its complete document for the page cache, with
 * what `reads` (the render's data reads) came to once every datum is in.
 */
export async function renderPage(c: Context<AppEnv>, opts: RenderOptions, mode = VISIT, reads?: DataReads): Promise<Rendered> {
  const ctx = pageContext(c, opts.route);
  const tree = pageDocument(ctx, opts);
  const headers = { ...pageHeaders(ctx.lang), ...opts.headers };
  const status = opts.status ?? 200;
  const copyOf = (html: () => Promise<string>): Promise<PageCopy | null> | undefined =>
    mode.keep && status === 200
      ? html().then(
          (whole) => ({ html: whole, language: ctx.lang, dataFailed: reads?.failed ?? false, dataStoredAt: reads?.oldest }),
          (error: unknown) => {
            log('warn', 'page copy failed', { path: c.req.path }, error);
            return null;
          },
        )
      : undefined;
  try {
    if (!opts.stream) {
      const whole = wholeDocument(tree);
      return { response: new Response(whole.bytes, { status, headers }), copy: copyOf(async () => whole.text()) };
    }
    // Crawlers and the page cache's own renders get the complete document; people get a stream.
    const complete = mode.refresh || isbot(c.req.header('user-agent'));
    // The visitor's leaving ends its render; the page cache's own render is nobody's to cancel.
    const stream = await streamDocument(c, tree, complete, mode.refresh ? undefined : c.req.raw.signal);
    if (!mode.keep) return { response: new Response(stream, { status, headers }) };
    if (complete) {
      const [mine, theirs] = stream.tee();
      return { response: new Response(theirs, { status, headers }), copy: copyOf(() => new Response(mine).text()) };
    }
    // The copy for the cache: the same tree again, complete, from the data this request already loads.
    const copy = copyOf(() => streamDocument(c, tree, true).then((whole) => new Response(whole).text()));
    return { response: new Response(stream, { status, headers }), copy };
  } catch (error) {
    log('error', 'page render failed', { path: c.req.path }, error);
    return { response: await renderError(c) };
  }
}
/** The localized 'Something went wrong' page (500), rendered without the parts that may have failed. */
export async function renderError(c: Context<AppEnv>): Promise<Response> {
  const ctx = pageContext(c);
  try {
    return c.body(wholeDocument(errorDocument(ctx)).bytes, 500, { 'Content-Type': HTML, 'Cache-Control': 'no-store' });
  } catch (error) {
    log('error', 'error page failed', { path: c.req.path }, error);
    return c.text(ctx.t('common.somethingWentWrong'), 500, { 'Cache-Control': 'no-store' });
  }
}
