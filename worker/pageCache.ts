import type { Context, MiddlewareHandler } from 'hono';
import { BUILD } from './assets.ts';
import { FRESH_MS } from './data/cache.ts';
import { pathAndSearch } from '../shared/paths.ts';
import type { QueryRule } from '../shared/routes.ts';
import type { AppEnv } from './env.ts';
import { LocalCopies, Refreshes } from './localCopies.ts';
import { log } from './log.ts';
import { pageHeaders } from './render.ts';

/*
 * Whole pages from the edge cache: the site is read-only, so after its first render a page is the
 * same for everyone in its language until content changes. A copy is the complete document (as
 * crawlers get it: no streaming scripts, so it needs no nonce), fresh for FRESH_MS, then served
 * stale while one background render refreshes it, and kept when that render fails. The key
 * carries the build, so a deploy never serves the previous build's pages.
 *
 * Two layers: `caches.default` (shared by the location) and a bounded copy in this isolate's
 * memory in front of it, which spares the cache lookup on the hot pages; both hold the same
 * document with the same storage time, so freshness is the same whichever answers.
 */

const KEEP_SECONDS = 86_400;
const STORED_AT = 'x-stored-at';
// Background renders are requests to this worker itself, marked with a secret of this isolate
// that no visitor can send: they bypass the cache and read fresh data.
const REFRESH_HEADER = 'x-page-refresh';
// The isolate's copies, least recently used first, up to this many bytes of HTML.
const MEMORY_BYTES = 16 * 1024 * 1024;

interface Page {
  html: string;
  /** The same document gzipped once, so a hit is not compressed again on every request. */
  gzip: Blob;
  language: string;
  storedAt: number;
}

type Document = Omit<Page, 'gzip'>;

async function compressed(doc: Document): Promise<Page> {
  const gzip = await new Response(new Response(doc.html).body!.pipeThrough(new CompressionStream('gzip'))).blob();
  return { ...doc, gzip };
}

// Made on first use: workerd allows no random values at global scope.
let refreshToken: string | undefined;
const token = () => (refreshToken ??= crypto.randomUUID());
const refreshes = new Refreshes();
const memory = new LocalCopies<Page>(MEMORY_BYTES, (page) => page.html.length);

declare module 'hono' {
  interface ContextVariableMap {
    /** This request is the page cache's own background render: complete document, fresh data. */
    pageRefresh: boolean;
  }
}

/**
 * The cache key of a request URL, or null when its answer must not be stored: a search text, or a
 * parameter the route does not read (`onlyKnownQuery` redirects those first). Read from the URL as
 * the runtime normalised it, without parsing it again: this runs on every hit.
 */
export function pageKey(origin: string, url: string, rules: Readonly<Record<string, QueryRule>>): string | null {
  const [path, search] = pathAndSearch(url);
  const base = `${origin}/__page/${BUILD}${path}`;
  if (!search) return base;
  const params = [...new URLSearchParams(search)];
  if (params.some(([name]) => rules[name] === undefined || rules[name] === 'text')) return null;
  const query = new URLSearchParams(params.sort(([a], [b]) => a.localeCompare(b))).toString();
  return query ? `${base}?${query}` : base;
}

async function lookup(key: string): Promise<Page | null> {
  const near = memory.get(key);
  const now = Date.now();
  if (near && (now - near.storedAt < FRESH_MS || refreshes.underWay(key, now))) return near;
  // Stale or absent here: another isolate may have stored a fresher copy.
  const hit = await caches.default.match(key).catch((error: unknown) => {
    log('warn', 'page cache read failed', { key }, error);
    return undefined;
  });
  if (!hit) return near ?? null;
  const storedAt = Number(hit.headers.get(STORED_AT));
  if (near && near.storedAt >= storedAt) {
    await hit.body?.cancel();
    return near;
  }
  const best = await compressed({ html: await hit.text(), language: hit.headers.get('content-language') ?? '', storedAt });
  memory.set(key, best);
  return best;
}

async function store(key: string, doc: Document): Promise<void> {
  const page = await compressed(doc);
  memory.set(key, page);
  await caches.default.put(
    key,
    new Response(page.html, {
      headers: { ...pageHeaders(page.language), 'Cache-Control': `max-age=${KEEP_SECONDS}`, [STORED_AT]: String(page.storedAt) },
    }),
  );
}

function served(page: Page, state: 'HIT' | 'STALE', acceptEncoding: string | undefined): Response {
  const headers = { ...pageHeaders(page.language), 'X-Page-Cache': state, Vary: 'Accept-Encoding' };
  if (!/\bgzip\b/.test(acceptEncoding ?? '')) return new Response(page.html, { headers });
  // Already compressed: the runtime sends these bytes as they are.
  return new Response(page.gzip, { encodeBody: 'manual', headers: { ...headers, 'Content-Encoding': 'gzip' } });
}

const cacheable = (res: Response) =>
  res.status === 200 && res.headers.get('content-type')?.startsWith('text/html') && !res.headers.get('cache-control')?.includes('no-store');

/** What renders a request again (the worker's own app). */
export interface Renderer {
  fetch(req: Request, env: AppEnv['Bindings'], ctx: Context<AppEnv>['executionCtx']): Response | Promise<Response>;
}

/**
 * A route's pages through the page cache (`rules`: the query parameters it reads). `app` renders a
 * page again in the background (the same worker, in this isolate).
 */
export function pageCache(app: () => Renderer, rules: Readonly<Record<string, QueryRule>>): MiddlewareHandler<AppEnv> {
  /** Renders the page again in the background (one at a time per key) and stores it when it succeeds. */
  function refresh(c: Context<AppEnv>, key: string): void {
    const started = refreshes.start(key, Date.now(), async () => {
      try {
        const req = new Request(c.req.url, { headers: { [REFRESH_HEADER]: token() } });
        const res = await app().fetch(req, c.env, c.executionCtx);
        // Rendering or the backend failed: the old copy (if any) keeps being served.
        if (!cacheable(res)) {
          log('warn', 'page refresh failed, keeping the cached copy', { key, status: res.status });
          await res.body?.cancel();
          return;
        }
        await store(key, { html: await res.text(), language: res.headers.get('content-language') ?? '', storedAt: Date.now() });
      } catch (error) {
        log('warn', 'page refresh failed, keeping the cached copy', { key }, error);
      }
    });
    if (started) c.executionCtx.waitUntil(started);
  }

  return async (c, next) => {
    if (c.req.header(REFRESH_HEADER) === token()) {
      c.set('pageRefresh', true);
      await next();
      // Rendered while a read failed: the copy it would replace is the better one.
      if (c.get('dataFailed')) c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    c.set('pageRefresh', false);
    const method = c.req.method;
    const key = method === 'GET' || method === 'HEAD' ? pageKey(c.get('origin'), c.req.url, rules) : null;
    if (!key) return next();
    const hit = await lookup(key);
    c.set('wantsCopy', !hit);
    if (hit) {
      const fresh = Date.now() - hit.storedAt < FRESH_MS;
      if (!fresh) refresh(c, key);
      c.res = served(hit, fresh ? 'HIT' : 'STALE', c.req.header('accept-encoding'));
      return;
    }
    await next();
    if (!cacheable(c.res)) return;
    c.res.headers.set('X-Page-Cache', 'MISS');
    const copy = c.get('pageCopy');
    if (!copy) return;
    const language = c.res.headers.get('content-language') ?? '';
    const storedAt = Date.now();
    c.executionCtx.waitUntil(
      copy
        .then((html) => {
          // A page built while the backend failed shows that state to this visitor only.
          if (c.get('dataFailed')) return log('warn', 'page not stored: its data could not be read', { key });
          return store(key, { html, language, storedAt });
        })
        .catch((error: unknown) => log('warn', 'page cache write failed', { key }, error)),
    );
  };
}
