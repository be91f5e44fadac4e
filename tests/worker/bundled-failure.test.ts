// Without Supabase the records come from a static file; when it cannot be read, the pages say so and
// nothing is stored, exactly as with a failing backend. Its own file: the records are read once per isolate.
import { env } from 'cloudflare:workers';
import { afterEach, expect, it, vi } from 'vitest';
import { BROWSER_UA } from './fetch.ts';
import { freshOrigin, visit } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

it('stores no page built while the bundled records could not be read, and reads them again next time', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  let broken = true;
  const assets = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (broken && new URL(request.url).pathname.startsWith('/assets/records-')) return Promise.resolve(new Response('gone', { status: 500 }));
      return env.ASSETS.fetch(request);
    },
  } as Fetcher;
  const vars = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', ASSETS: assets };
  const origin = freshOrigin();
  const first = await visit(origin, '/news', { vars, ua: BROWSER_UA });
  expect(first.res.status).toBe(200);
  expect(first.doc.tags('a').some((a) => a.href?.startsWith('/news/'))).toBe(false);
  broken = false;
  const second = await visit(origin, '/news', { vars, ua: BROWSER_UA });
  expect(second.res.headers.get('x-page-cache')).toBe('MISS');
  expect(second.doc.tags('a').some((a) => a.href?.startsWith('/news/'))).toBe(true);
  expect((await visit(origin, '/news', { vars, ua: BROWSER_UA })).res.headers.get('x-page-cache')).toBe('HIT');
});
