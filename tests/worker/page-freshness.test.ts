import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, FRESH_MS } from '../../worker/data/cache.ts';
import { DataReads } from '../../worker/data/reads.ts';
import { cachedPage, type Render } from '../../worker/pageCache.ts';
import { editableNews, freshOrigin, visit } from './postgrest.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SECOND = 1000;

/**
 * A site of two pages reading one datum (a title an editor edits) through the real data cache and
 * the real page cache, both on one clock the test moves by hand.
 */
function site() {
  let clock = Date.UTC(2025, 10, 1, 12);
  let title = 'before';
  const origin = freshOrigin();
  const now = () => clock;
  const page = (ctx: ExecutionContext): Render => async (mode) => {
    const reads = new DataReads();
    const deps = { ctx, origin, now, revalidate: mode.refresh, used: (at: number) => reads.used(at) };
    const html = `<h1>${await cached(deps, 'story', async () => title, 'failed')}</h1>`;
    const copy = { html, language: 'en', dataFailed: reads.failed, dataStoredAt: reads.oldest };
    return { response: new Response(html, { headers: { 'content-type': 'text/html' } }), copy: mode.keep ? Promise.resolve(copy) : undefined };
  };
  return {
    edit: (to: string) => (title = to),
    at: (ms: number) => (clock = ms),
    get now() {
      return clock;
    },
    /** A visitor's request of page `name` now, with its background work finished. */
    async visit(name: string): Promise<{ body: string; state: string | null }> {
      const ctx = createExecutionContext();
      const res = await cachedPage(`${origin}/__page/test/${name}`, page(ctx), { ctx, now });
      const body = await res.text();
      await waitOnExecutionContext(ctx);
      return { body, state: res.headers.get('x-page-cache') };
    },
  };
}

describe('an edit shows within a minute', () => {
  it('a page rendered late in its data’s fresh window is no fresher than that data', async () => {
    const s = site();
    const start = s.now;
    await s.visit('home'); // the datum is read and stored now
    s.at(start + 1 * SECOND);
    s.edit('after');
    const edited = s.now;
    s.at(start + FRESH_MS - SECOND);
    // The other page, rendered for the first time from the datum's copy, 59 s old.
    expect(await s.visit('news')).toEqual({ body: '<h1>before</h1>', state: 'MISS' });
    // A minute after the edit its copy is stale: served once while one render reads the backend.
    s.at(edited + FRESH_MS);
    expect((await s.visit('news')).state).toBe('STALE');
    expect(await s.visit('news')).toEqual({ body: '<h1>after</h1>', state: 'HIT' });
  });

  it('holds for an edit at any moment and a page first rendered at any moment', async () => {
    for (const editAt of [0, 13, 26, 39, 52, 65].map((n) => n * SECOND)) {
      for (const newsFrom of [20, 59].map((n) => n * SECOND)) {
        const s = site();
        const start = s.now;
        // Visitors every 5 s on the home page from the start, and on the news page from `newsFrom`.
        let seen: number | null = null;
        let edited: number | null = null;
        for (let t = start; t <= start + 3 * FRESH_MS; t += 5 * SECOND) {
          // The edit lands between two visits.
          s.at(t - SECOND);
          if (edited === null && t - SECOND >= start + editAt) {
            s.edit('after');
            edited = t - SECOND - start;
          }
          s.at(t);
          for (const name of t - start >= newsFrom ? ['home', 'news'] : ['home']) {
            const { body, state } = await s.visit(name);
            const late = edited !== null && t - start >= edited + FRESH_MS;
            // A minute after the edit, no page serves the old title but once, while it is refreshed.
            if (late && state !== 'STALE') expect(body, `edit at ${editAt}, news from ${newsFrom}: ${name} at ${t - start}`).toBe('<h1>after</h1>');
            if (name === 'news' && body === '<h1>after</h1>') seen ??= t - start;
          }
        }
        expect(seen! - edited!).toBeLessThanOrEqual(FRESH_MS + 5 * SECOND);
      }
    }
  });
});

describe('the same through the worker', () => {
  it('shows an edited news title a minute after the edit, though the list page was first rendered late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2025, 10, 4, 12);
    vi.setSystemTime(start);
    const news = editableNews();
    const origin = freshOrigin();
    // The home page reads the news list into the data cache.
    expect((await visit(origin, '/')).body).toContain('Story 1');
    vi.setSystemTime(start + SECOND);
    news.edit('Story 1 (edited)');
    // The news page is first rendered 59 s later, from that copy.
    vi.setSystemTime(start + FRESH_MS - SECOND);
    expect((await visit(origin, '/news')).body).toContain('>Story 1<');
    vi.setSystemTime(start + SECOND + FRESH_MS);
    expect((await visit(origin, '/news')).res.headers.get('x-page-cache')).toBe('STALE');
    const after = await visit(origin, '/news');
    expect(after.res.headers.get('x-page-cache')).toBe('HIT');
    expect(after.body).toContain('>Story 1 (edited)<');
  });
});
