import { BUILD } from './assets.ts';
import { FRESH_MS } from './data/cache.ts';
import { pathAndSearch } from '../shared/paths.ts';
import type { QueryRule } from '../shared/routes.ts';
import { LocalCopies, Refreshes } from './localCopies.ts';
import { log } from './log.ts';
import { pageHeaders } from './documentStream.ts';

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
 *
 * The cache calls the render itself (`Render`) and reads what it needs from its answer: the
 * response, the complete document to keep, whether a data read failed, and how old the data was.
 */

const KEEP_SECONDS = 86_400;
const STORED_AT = 'x-stored-at';
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

const refreshes = new Refreshes();
const memory = new LocalCopies<Page>(MEMORY_BYTES, (page) => page.html.length);

/** How the page cache asks for a render. */
export interface RenderMode {
  /** The cache's own background render: the complete document, every datum asked of the backend. */
  refresh: boolean;
  /** The cache will keep this page: give back its complete document (`Rendered.copy`). */
  keep: boolean;
}

/** The complete document of a page, as crawlers get it, with what its data reads came to. */
export interface PageCopy {
  html: string;
  language: string;
  /** A data read failed: the page shows that state to its visitor, and never replaces a good copy. */
  dataFailed: boolean;
  /** The storage time of the oldest data copy the page was built from; none when it read through no cache. */
  dataStoredAt: number | undefined;
}

/** A render's answer to the page cache. */
export interface Rendered {
  response: Response;
  /** With `keep`, for a page (200): its complete document once every datum is in; null when that failed. */
  copy?: Promise<PageCopy | null>;
}

export type Render = (mode: RenderMode) => Promise<Rendered>;

export interface PageCacheDeps {
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** Injected clock (ms), so tests decide what is fresh. */
  now?: () => number;
  /** The visitor's Accept-Encoding: a hit goes out gzipped when it allows. */
  acceptEncoding?: string;
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

async function lookup(key: string, now: number): Promise<Page | null> {
  const near = memory.get(key);
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

/**
 * A page's storage time: when its render began, or the storage time of the oldest data copy it was
 * built from when that is older, so a page is never fresh for longer than its data.
 */
const storedAt = (copy: PageCopy, renderedAt: number) => Math.min(renderedAt, copy.dataStoredAt ?? renderedAt);

/** Keeps `copy` under `key` unless its data failed (the copy it would replace is the better one). */
async function keep(key: string, copy: PageCopy | null, renderedAt: number, why: string): Promise<void> {
  if (!copy) return;
  if (copy.dataFailed) return log('warn', why, { key });
  await store(key, { html: copy.html, language: copy.language, storedAt: storedAt(copy, renderedAt) });
}

/** Renders the page again in the background (one at a time per key) and stores it when it succeeds. */
function refresh(key: string, render: Render, deps: PageCacheDeps, now: () => number): void {
  const started = refreshes.start(key, now(), async () => {
    try {
      const renderedAt = now();
      const { response, copy } = await render({ refresh: true, keep: true });
      await response.body?.cancel();
      // Rendering or the backend failed: the old copy (if any) keeps being served.
      if (!copy || !cacheable(response)) return log('warn', 'page refresh failed, keeping the cached copy', { key, status: response.status });
      await keep(key, await copy, renderedAt, 'page refresh read failed data, keeping the cached copy');
    } catch (error) {
      log('warn', 'page refresh failed, keeping the cached copy', { key }, error);
    }
  });
  if (started) deps.ctx.waitUntil(started);
}

/**
 * A page through the page cache: `key` from `pageKey` (null: never stored), `render` makes it. A
 * fresh copy is served as it is; a stale one is served while `render` refreshes it in the
 * background; a miss is rendered for its visitor and its complete document kept.
 */
export async function cachedPage(key: string | null, render: Render, deps: PageCacheDeps): Promise<Response> {
  const now = deps.now ?? Date.now;
  if (!key) return (await render({ refresh: false, keep: false })).response;
  const hit = await lookup(key, now());
  if (hit) {
    const fresh = now() - hit.storedAt < FRESH_MS;
    if (!fresh) refresh(key, render, deps, now);
    return served(hit, fresh ? 'HIT' : 'STALE', deps.acceptEncoding);
  }
  const renderedAt = now();
  const { response, copy } = await render({ refresh: false, keep: true });
  if (!copy || !cacheable(response)) return response;
  response.headers.set('X-Page-Cache', 'MISS');
  deps.ctx.waitUntil(
    copy
      // A page built while the backend failed shows that state to this visitor only.
      .then((page) => keep(key, page, renderedAt, 'page not stored: its data could not be read'))
      .catch((error: unknown) => log('warn', 'page cache write failed', { key }, error)),
  );
  return response;
}
