import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { cached, cacheKey, FRESH_MS } from '../../worker/data/cache.ts';

afterEach(() => vi.restoreAllMocks());

const ORIGIN = 'https://silksong.test';
let n = 0;

/** A private cache and a clock the test moves by hand. */
async function setup() {
  let time = Date.UTC(2025, 8, 4, 12);
  const cache = await caches.open(`cache-test-${++n}`);
  const ctx = createExecutionContext();
  const deps = { ctx, origin: ORIGIN, cache, now: () => time };
  return { deps, ctx, advance: (ms: number) => (time += ms) };
}

describe('cached()', () => {
  it('keys entries on the site’s own host', () => {
    expect(cacheKey(ORIGIN, 'news/list')).toBe('https://silksong.test/__cache/news/list');
  });

  it('serves a fresh copy without asking the backend again', async () => {
    const { deps, advance } = await setup();
    const load = vi.fn(async () => ['a']);
    expect(await cached(deps, 'fresh', load, [])).toEqual(['a']);
    await waitOnExecutionContext(deps.ctx);
    advance(FRESH_MS - 1);
    expect(await cached(deps, 'fresh', load, [])).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves a stale copy at once and refreshes it in waitUntil', async () => {
    const { deps, advance } = await setup();
    let version = 1;
    // The refresh stays under way until the test lets the backend answer.
    let answer = () => {};
    const load = vi.fn(async () => {
      if (version > 1) await new Promise<void>((resolve) => (answer = resolve));
      return `v${version}`;
    });
    await cached(deps, 'stale', load, 'none');
    await waitOnExecutionContext(deps.ctx);
    advance(FRESH_MS + 1);
    version = 2;
    const ctx = createExecutionContext();
    expect(await cached({ ...deps, ctx }, 'stale', load, 'none')).toBe('v1');
    // Another stale read while the refresh is under way does not start a second one, nor read the
    // shared cache again (the refresh will bring the fresher copy).
    const reads = vi.spyOn(deps.cache, 'match');
    expect(await cached({ ...deps, ctx }, 'stale', load, 'none')).toBe('v1');
    expect(reads).not.toHaveBeenCalled();
    answer();
    await waitOnExecutionContext(ctx);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cached({ ...deps, ctx: createExecutionContext() }, 'stale', load, 'none')).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the same object through a refresh that brings the same data, and a new one when it changed', async () => {
    const { deps, advance } = await setup();
    let rows = [{ slug: 'lace', name: 'Lace' }];
    const load = vi.fn(async () => structuredClone(rows));
    const first = await cached(deps, 'same', load, []);
    await waitOnExecutionContext(deps.ctx);
    const refreshOnce = async () => {
      advance(FRESH_MS + 1);
      const ctx = createExecutionContext();
      await cached({ ...deps, ctx }, 'same', load, []);
      await waitOnExecutionContext(ctx);
      return cached({ ...deps, ctx: createExecutionContext() }, 'same', load, []);
    };
    // What is derived from a list (a hub's rows) is kept by the list object: an unchanged list stays that object.
    expect(await refreshOnce()).toBe(first);
    // So does a read that asks the backend outright (the page cache's own render).
    expect(await cached({ ...deps, revalidate: true }, 'same', load, [])).toBe(first);
    rows = [{ slug: 'lace', name: 'Lace, edited' }];
    const edited = await refreshOnce();
    expect(edited).not.toBe(first);
    expect(edited).toEqual(rows);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps serving the stale copy while the backend fails, with a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { deps, advance } = await setup();
    await cached(deps, 'down', async () => 'good', 'none');
    await waitOnExecutionContext(deps.ctx);
    advance(FRESH_MS * 10);
    const failing = vi.fn(async (): Promise<string> => {
      throw new Error('backend down');
    });
    for (let i = 0; i < 2; i++) {
      const ctx = createExecutionContext();
      expect(await cached({ ...deps, ctx }, 'down', failing, 'none')).toBe('good');
      await waitOnExecutionContext(ctx);
    }
    expect(failing).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"msg":"refresh failed, serving stale".*"error":"backend down"/));
  });

  it('gives the empty state and a log line on a cold miss when the backend fails, and caches nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps } = await setup();
    const failing = async (): Promise<string[]> => {
      throw new Error('backend down');
    };
    expect(await cached(deps, 'cold', failing, [])).toEqual([]);
    await waitOnExecutionContext(deps.ctx);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"msg":"backend failed, nothing cached".*__cache\/cold.*backend down/));
    expect(await deps.cache.match(cacheKey(ORIGIN, 'cold'))).toBeUndefined();
    // The next request asks again.
    expect(await cached(deps, 'cold', async () => ['back'], [])).toEqual(['back']);
  });
});
