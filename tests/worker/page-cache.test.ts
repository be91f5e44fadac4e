import { EARLY_SCRIPT } from '../../shared/companion.ts';
import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import manifest from '../../dist/manifest.json';
import { FRESH_MS } from '../../worker/data/cache.ts';
import { pageKey as keyFor } from '../../worker/pageCache.ts';
import { ROUTES, routeQuery } from '../../shared/routes.ts';
import { BOT_UA, BROWSER_UA } from './fetch.ts';
import { editableNews, fakeSupabase, freshOrigin, newsRows, pgrst, serverError, visit } from './postgrest.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BUNDLED = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };
// The key of an address with the query rules of the route that answers it (the longest static prefix).
const pageKey = (origin: string, url: string) => {
  const path = new URL(url).pathname.replace(/^\/(es|pt|fr|de|zh|ja|ru)(?=\/|$)/, '') || '/';
  const route = ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => r.id === 'home')!;
  return keyFor(origin, url, routeQuery(route));
};
const nonceOf = (res: Response) => res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];

describe('page cache', () => {
  it('renders a page once, then serves the same complete document from the cache with its own nonce and headers', async () => {
    const origin = freshOrigin();
    const first = await visit(origin, '/guides/boss/moss-mother', { vars: BUNDLED });
    expect(first.res.headers.get('x-page-cache')).toBe('MISS');
    const second = await visit(origin, '/guides/boss/moss-mother', { vars: BUNDLED, ua: BROWSER_UA });
    const third = await visit(origin, '/guides/boss/moss-mother', { vars: BUNDLED });
    expect(second.res.headers.get('x-page-cache')).toBe('HIT');
    expect(third.res.headers.get('x-page-cache')).toBe('HIT');
    // Crawlers and people get the same document: the crawler's, complete, with no inline script to need a nonce.
    expect(second.body).toBe(first.body);
    // No streaming script and no nonce: only the spoiler level's early script, allowed by its hash.
    expect(second.body.replace(`<script>${EARLY_SCRIPT}</script>`, '')).not.toMatch(/nonce=|<script(?![^>]*(type="application\/ld\+json"|src=))[^>]*>/);
    expect(nonceOf(second.res)).not.toBe(nonceOf(third.res));
    for (const h of ['content-security-policy', 'strict-transport-security', 'cross-origin-opener-policy', 'x-content-type-options']) {
      expect(second.res.headers.get(h), h).toBeTruthy();
    }
    expect(second.res.headers.get('content-language')).toBe('en');
  });

  it('serves a hit already gzipped to clients that accept it, the same document once decoded', async () => {
    const origin = freshOrigin();
    const plain = await visit(origin, '/ja/trailers', { vars: BUNDLED });
    const ctx = createExecutionContext();
    const vars = { ...env, SITE_URL: origin, ...BUNDLED };
    const res = await worker.fetch(new Request(`${origin}/ja/trailers`, { headers: { 'accept-encoding': 'gzip, br', 'user-agent': BROWSER_UA } }), vars, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.headers.get('x-page-cache')).toBe('HIT');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const decoded = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(decoded).toBe(plain.body);
  });

  it('stores the complete document even when a person (streamed page) was first', async () => {
    const origin = freshOrigin();
    const person = await visit(origin, '/de/faq', { vars: BUNDLED, ua: BROWSER_UA });
    expect(person.res.headers.get('x-page-cache')).toBe('MISS');
    const next = await visit(origin, '/de/faq', { vars: BUNDLED, ua: BROWSER_UA });
    expect(next.res.headers.get('x-page-cache')).toBe('HIT');
    expect(next.body).toBe((await visit(origin, '/de/faq', { vars: BUNDLED, ua: BOT_UA })).body);
  });

  it('keys pages by address and build, and only by the parameters that select a page', () => {
    const origin = 'https://silksong.test';
    const key = pageKey(origin, `${origin}/de/guides/items?type=tool&rarity=rare`)!;
    expect(key).toBe(`${origin}/__page/${manifest.build}/de/guides/items?rarity=rare&type=tool`);
    expect(pageKey(origin, `${origin}/de/guides/items?rarity=rare&type=tool`)).toBe(key);
    expect(pageKey(origin, `${origin}/faq?`)).toBe(pageKey(origin, `${origin}/faq`));
    expect(pageKey(origin, `${origin}/search?q=hornet`)).toBeNull();
    expect(pageKey(origin, `${origin}/faq?utm_source=x`)).toBeNull();
  });

  it('never serves a page cached by another build', async () => {
    const origin = freshOrigin();
    await visit(origin, '/faq', { vars: BUNDLED });
    const old = pageKey(origin, `${origin}/faq`)!.replace(manifest.build, 'previous-build');
    await caches.default.put(old, new Response('stale build', { headers: { 'cache-control': 'max-age=3600', 'x-stored-at': String(Date.now()) } }));
    expect((await visit(origin, '/faq', { vars: BUNDLED })).body).not.toContain('stale build');
  });

  it('shows an edit within the fresh window: fresh copy, then stale once while one render refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 10, 1, 12));
    const news = editableNews();
    const origin = freshOrigin();
    expect((await visit(origin, '/news')).body).toContain('>Story 1<');
    news.edit('Story 1 (edited)');
    vi.setSystemTime(Date.now() + FRESH_MS - 1);
    const fresh = await visit(origin, '/news');
    expect(fresh.res.headers.get('x-page-cache')).toBe('HIT');
    expect(fresh.body).toContain('>Story 1<');
    vi.setSystemTime(Date.now() + 2);
    const stale = await visit(origin, '/news');
    expect(stale.res.headers.get('x-page-cache')).toBe('STALE');
    expect(stale.body).toContain('>Story 1<');
    const after = await visit(origin, '/news');
    expect(after.res.headers.get('x-page-cache')).toBe('HIT');
    expect(after.body).toContain('>Story 1 (edited)<');
  });

  it('takes a fresher copy another isolate stored over its own stale one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 10, 3, 12));
    const origin = freshOrigin();
    await visit(origin, '/faq', { vars: BUNDLED });
    vi.setSystemTime(Date.now() + FRESH_MS * 2);
    const key = pageKey(origin, `${origin}/faq`)!;
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-language': 'en', 'cache-control': 'max-age=3600', 'x-stored-at': String(Date.now()) };
    await caches.default.put(key, new Response('<p>stored by another isolate</p>', { headers }));
    const v = await visit(origin, '/faq', { vars: BUNDLED });
    expect(v.res.headers.get('x-page-cache')).toBe('HIT');
    expect(v.body).toBe('<p>stored by another isolate</p>');
  });

  it('keeps serving the cached page when the refresh fails (stale-if-error)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 10, 2, 12));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let down = false;
    fakeSupabase(() => (down ? serverError() : pgrst(newsRows(2))));
    const origin = freshOrigin();
    await visit(origin, '/news');
    down = true;
    for (let i = 0; i < 3; i++) {
      vi.setSystemTime(Date.now() + FRESH_MS * 5);
      const v = await visit(origin, '/news');
      expect(v.res.status).toBe(200);
      expect(v.res.headers.get('x-page-cache')).toBe('STALE');
      expect(v.body).toContain('>Story 2<');
    }
  });

  it('stores no 404, no 503, no redirect and no search result', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const origin = freshOrigin();
    const cases: [string, number][] = [
      ['/no-such-page', 404],
      ['/guides/boss/no-such-boss', 503],
      ['/news/gone', 503],
      ['/news?page=1', 301],
      ['/guides/boss', 503],
    ];
    for (const [path, status] of cases) {
      expect((await visit(origin, path)).res.status, path).toBe(status);
      const again = await visit(origin, path);
      expect(again.res.headers.get('x-page-cache'), path).not.toBe('HIT');
      const key = pageKey(origin, `${origin}${path}`);
      if (key) expect(await caches.default.match(key), path).toBeUndefined();
    }
    const unknown = await visit(origin, '/guides/boss/no-such-boss', { vars: BUNDLED });
    expect(unknown.res.status).toBe(404);
    expect((await visit(origin, '/guides/boss/no-such-boss', { vars: BUNDLED })).res.headers.get('x-page-cache')).toBeNull();
    const filter = await visit(origin, '/guides/boss?difficulty=nonsense', { vars: BUNDLED });
    expect([filter.res.status, filter.res.headers.get('location')]).toEqual([301, '/guides/boss']);
    const search = await visit(origin, '/search?q=hornet', { vars: BUNDLED });
    expect(search.res.headers.get('x-page-cache')).toBeNull();
  });
});
