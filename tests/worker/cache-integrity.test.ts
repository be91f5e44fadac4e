// The page cache keeps only real pages, never trades a good copy for an empty one, and a cold visit
// renders once: junk addresses, backend faults and request counts, through the real worker.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS } from '../../shared/languages.ts';
import { ROUTES, fillPath } from '../../shared/routes.ts';
import { BOT_UA, BROWSER_UA } from './fetch.ts';
import { fakeSupabase, freshOrigin, newsRows, pgrst, serverError, visit, type Call } from './postgrest.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const BUNDLED = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };
const quiet = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
};

/** Every page copy the worker writes to the cache, by key. */
function pageWrites(): string[] {
  const keys: string[] = [];
  const put = caches.default.put.bind(caches.default);
  vi.spyOn(caches.default, 'put').mockImplementation((request, response) => {
    const key = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    if (key.includes('/__page/')) keys.push(key);
    return put(request, response);
  });
  return keys;
}

// A real page of each route (entries by a real slug), prefixed by a language or not.
const SLUGS: Record<string, string> = { bossEntry: 'bell-beast', itemEntry: 'silkspear', zoneEntry: 'bellhart', trailer: 'reveal-trailer', newsArticle: 'meet-hornet' };
const realPath = fc.tuple(fc.constantFrom(...ROUTES), fc.constantFrom('', ...LANGS.map((l) => `/${l}`))).map(([r, prefix]) => `${prefix}${fillPath(r.path, { slug: SLUGS[r.id] ?? '' })}`.replace(/(.)\/$/, '$1'));
const junkName = fc.constantFrom('page', 'difficulty', 'type', 'rarity', 'utm_source', 'ref', 'x', 'q2', 'PAGE');
const junkValue = fc.oneof(fc.constantFrom('zz1', '77001', '', '1', 'low', 'tool', '%41'), fc.string({ maxLength: 8 }));
// Percent-encoded spellings of a letter or a hyphen of the path (`bell%2Dbeast`, `%62ell-beast`).
const respelled = (path: string, at: number) => {
  const i = [...path].findIndex((ch, n) => n >= at % path.length && /[a-z-]/.test(ch));
  return i < 0 ? null : `${path.slice(0, i)}%${path.charCodeAt(i).toString(16).toUpperCase()}${path.slice(i + 1)}`;
};

describe('a flood of junk addresses', () => {
  it('stores nothing: unknown or repeated parameters, unknown values and other spellings are redirected on the site or refused', async () => {
    const writes = pageWrites();
    const origin = freshOrigin();
    const junk = fc
      .tuple(realPath, fc.array(fc.tuple(junkName, junkValue), { minLength: 1, maxLength: 3 }), fc.nat(), fc.boolean())
      .map(([path, params, at, spell]) => {
        const query = `?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
        const other = spell ? respelled(path, at) : null;
        return other ? `${other}${query}` : `${path}${query}`;
      })
      // A parameter the page really reads with a value it knows is a real page, not junk.
      .filter((address) => !/^[^?]*\?(page=[2-9]|difficulty=(low|medium|high|veryHigh)|type=[a-z]+|rarity=[a-z]+)$/.test(address));
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(junk, fc.constantFrom(BOT_UA, BROWSER_UA), async (address, ua) => {
        const { res } = await visit(origin, address, { vars: BUNDLED, ua });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect([301, 404], address).toContain(res.status);
        const location = res.headers.get('location');
        if (location) expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true);
      }),
      { seed: 20261125, numRuns: 300 },
    );
    expect(writes).toEqual([]);
    expect(statuses.get(301)).toBeGreaterThan(100);
  });

  it('keeps one copy per real page and filter combination', async () => {
    const writes = pageWrites();
    const origin = freshOrigin();
    for (const path of ['/guides/boss', '/guides/boss?difficulty=high', '/guides/boss?difficulty=high', '/de/guides/items?rarity=rare&type=tool', '/de/guides/items?type=tool&rarity=rare']) {
      await visit(origin, path, { vars: BUNDLED });
    }
    expect(writes).toHaveLength(3);
  });

  it('redirects without following the Host header, whatever it says', async () => {
    for (const host of ['evil.example', 'silksong.test', '127.0.0.1:1']) {
      for (const path of ['/EN/', '/guides/boss/%62ell-beast', '/faq?utm_source=x', '/news?page=1']) {
        const res = await fetchWithHost(path, host);
        expect(res.status, `${host} ${path}`).toBe(301);
        expect(res.headers.get('location'), `${host} ${path}`).not.toContain('evil.example');
      }
    }
  });
});

async function fetchWithHost(path: string, host: string): Promise<Response> {
  const { env } = await import('cloudflare:workers');
  const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
  const worker = (await import('../../worker/index.ts')).default;
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://site.silksong.test${path}`, { headers: { host, 'user-agent': BOT_UA }, redirect: 'manual' }), { ...env, ...BUNDLED }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('one render per cold visit', () => {
  // An entry page reads its row; the bosses (its neighbours), areas, items and collectibles that name its links; its encounters and their phases and moves; and the patches that may have changed it: one request each.
  const answer = (call: Call) => {
    const table = call.url.pathname.split('/').pop();
    if (table === 'bosses' && call.url.searchParams.has('slug')) return pgrst({ id: 'b1', slug: 'lace', created_at: '2025-09-04T12:00:00+00:00', difficulty: 'medium', act: 1, required: true, zone: null, drops: [], featured: true, sources: [], translations: [{ language: 'en', name: 'Lace', description: 'Duelist', strategy: null }] });
    return pgrst([]);
  };

  it.each([
    ['a person', BROWSER_UA],
    ['a crawler', BOT_UA],
  ])('asks Supabase once per table the page reads for %s, and stores what it rendered', async (_who, ua) => {
    const writes = pageWrites();
    const { calls } = fakeSupabase(answer);
    const origin = freshOrigin();
    const first = await visit(origin, '/guides/boss/lace', { ua });
    expect(first.res.status).toBe(200);
    expect(calls.map((c) => c.url.pathname.split('/').pop()).sort()).toEqual(['bosses', 'bosses', 'collectibles', 'encounters', 'fight_phases', 'items', 'moves', 'patches', 'zones']);
    expect(writes).toHaveLength(1);
    expect((await visit(origin, '/guides/boss/lace', { ua })).res.headers.get('x-page-cache')).toBe('HIT');
    expect(calls).toHaveLength(9);
  });

  it('stores the streamed news list from the data the visit already read', async () => {
    const { calls } = fakeSupabase(() => pgrst(newsRows(3)));
    const origin = freshOrigin();
    await visit(origin, '/news', { ua: BROWSER_UA });
    expect(calls).toHaveLength(1);
    const hit = await visit(origin, '/news', { ua: BROWSER_UA });
    expect(hit.res.headers.get('x-page-cache')).toBe('HIT');
    expect(hit.body).toContain('>Story 3<');
    expect(calls).toHaveLength(1);
  });
});

describe('backend faults', () => {
  const malformed = () => pgrst([{ slug: 42 }]);
  type Fault = 'down' | 'malformed';
  const faulty = (fault: Fault) => (fault === 'down' ? serverError() : malformed());
  // Good rows for every table the pages below read.
  const good = (call: Call) => (call.url.pathname.endsWith('/news') ? pgrst(newsRows(3)) : pgrst([]));

  it.each(['down', 'malformed'] as const)('backend %s and nothing cached: clear states, nothing stored, nothing public', async (fault) => {
    quiet();
    const writes = pageWrites();
    fakeSupabase(() => faulty(fault));
    const origin = freshOrigin();
    const news = await visit(origin, '/news', { ua: BROWSER_UA });
    expect(news.res.status).toBe(200);
    const hub = await visit(origin, '/guides/boss');
    expect(hub.res.status).toBe(503);
    const rss = await visit(origin, '/rss.xml');
    expect([rss.res.status, rss.res.headers.get('cache-control')]).toEqual([503, 'no-store']);
    const sitemap = await visit(origin, '/sitemap.xml');
    expect(sitemap.res.headers.get('cache-control')).toBe('no-store');
    expect(writes).toEqual([]);
    // Recovered: the real pages, rendered and stored now.
    vi.mocked(globalThis.fetch).mockRestore();
    fakeSupabase(good);
    const after = await visit(origin, '/news', { ua: BROWSER_UA });
    expect(after.res.headers.get('x-page-cache')).toBe('MISS');
    expect(after.body).toContain('>Story 1<');
    expect((await visit(origin, '/rss.xml')).res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(writes.length).toBeGreaterThan(0);
  });

  it.each(['down', 'malformed'] as const)('backend %s with good copies cached: the good copies stay', async (fault) => {
    quiet();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 10, 3, 12));
    fakeSupabase(good);
    const origin = freshOrigin();
    await visit(origin, '/news');
    await visit(origin, '/rss.xml');
    vi.mocked(globalThis.fetch).mockRestore();
    fakeSupabase(() => faulty(fault));
    // Long past the fresh window: every copy is stale and a refresh is tried, and fails.
    vi.setSystemTime(Date.now() + 10 * 60_000);
    for (let i = 0; i < 3; i++) {
      const news = await visit(origin, '/news');
      expect(news.body, `visit ${i}`).toContain('>Story 1<');
      const rss = await visit(origin, '/rss.xml');
      expect(rss.res.status).toBe(200);
      expect(rss.body).toContain('Story 1');
    }
  });
});
