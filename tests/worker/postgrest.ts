import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import worker from '../../worker/index.ts';
import { BOT_UA, Doc } from './fetch.ts';

// A fake Supabase project: the worker's outbound fetch (same isolate as the tests) is intercepted,
// recorded exactly as supabase-js sent it, and answered the way PostgREST answers.

export const SUPABASE_URL = 'https://fake-project.supabase.test';
export const ANON_KEY = 'anon-key-for-tests';

export interface Call {
  method: string;
  url: URL;
  headers: Headers;
}

export type Answer = (call: Call, signal: AbortSignal | null | undefined) => Response | Promise<Response>;

/** Intercepts fetch to SUPABASE_URL; every call is recorded in `calls`. Restore with vi.restoreAllMocks(). */
export function fakeSupabase(answer: Answer): { calls: Call[] } {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(SUPABASE_URL)) throw new Error(`unexpected fetch ${request.url}`);
    const call = { method: request.method, url: new URL(request.url), headers: request.headers };
    calls.push(call);
    return answer(call, init?.signal);
  });
  return { calls };
}

/** A PostgREST JSON answer. */
export function pgrst(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

/** What PostgREST says when `Accept: application/vnd.pgrst.object+json` finds no row. */
export const noRow = () =>
  pgrst({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' }, 406);

export const serverError = () =>
  pgrst({ code: 'XX000', details: null, hint: null, message: 'internal error: connection to database lost' }, 500);

export interface FakeNews {
  id: string;
  slug: string;
  date: string;
  updated_at: string;
  cover: string | null;
  sources: string[];
  translations: { language: string; title: string; summary: string; body?: string }[];
}

/** `count` published rows, newest first, one hour apart, English and French. */
export function newsRows(count: number): FakeNews[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      slug: `story-${n}`,
      date: new Date(Date.UTC(2025, 8, 4, 12) - i * 3_600_000).toISOString().replace('.000Z', '+00:00'),
      updated_at: '2025-09-05T08:00:00+00:00',
      cover: `/images/news/story-${n}.svg`,
      sources: ['https://www.hollowknightsilksong.com/'],
      translations: [
        { language: 'en', title: `Story ${n}`, summary: `Summary ${n}` },
        { language: 'fr', title: `Histoire ${n}`, summary: `Résumé ${n}` },
      ],
    };
  });
}

/** A news list in the fake Supabase whose first title an editor changes with `edit` (no single article exists). */
export function editableNews(): { edit(title: string): void } {
  let title = 'Story 1';
  fakeSupabase((call) => {
    const rows = newsRows(2);
    rows[0]!.translations[0]!.title = title;
    return call.headers.get('accept') === 'application/vnd.pgrst.object+json' ? noRow() : pgrst(rows);
  });
  return { edit: (to) => (title = to) };
}

let site = 0;

/** A fresh site origin: cache keys live on the site's host, so each one starts with a cold cache. */
export function freshOrigin(): string {
  return `https://site-${++site}.silksong.test`;
}

export interface Visit {
  res: Response;
  body: string;
  doc: Doc;
}

/** A request through the real worker with Supabase configured (or `vars` overriding it). */
export async function visit(origin: string, path: string, opts: { ua?: string; vars?: Partial<Cloudflare.Env> } = {}): Promise<Visit> {
  const vars = { ...env, SITE_URL: origin, SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY, ...opts.vars };
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${origin}${path}`, { headers: { 'user-agent': opts.ua ?? BOT_UA }, redirect: 'manual' }), vars, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body, doc: new Doc(body) };
}
