import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { ANON_KEY, SUPABASE_URL } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

// The Edge Function call supabase-js makes, recorded as sent and answered like Supabase does.
function fakeFunction(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    sent.push({ method: req.method, url: req.url, headers: req.headers, body: await req.text() });
    return answer();
  });
  return sent;
}

let ip = 0;

async function subscribe(email: string, vars: Partial<Cloudflare.Env> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request('https://silksong.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://silksong.test', 'cf-connecting-ip': `198.51.100.${++ip}` },
      body: JSON.stringify({ email }),
    }),
    { ...env, SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('POST /api/newsletter with Supabase configured', () => {
  it('invokes the newsletter-subscribe function with {email}, trimmed and lower-cased', async () => {
    const sent = fakeFunction(() => json({ ok: true }));
    const res = await subscribe('  Hornet@Pharloom.Example ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${SUPABASE_URL}/functions/v1/newsletter-subscribe`);
    expect(JSON.parse(sent[0]!.body)).toEqual({ email: 'hornet@pharloom.example' });
    expect(sent[0]!.headers.get('content-type')).toContain('application/json');
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(sent[0]!.headers.get('apikey')).toBe(ANON_KEY);
    expect(await env.NEWSLETTER.get('subscriber:hornet@pharloom.example')).toBeNull();
  });

  it('treats a response with an error field as a failure, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFunction(() => json({ error: 'insert failed' }));
    const res = await subscribe('a@example.com');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: 'subscribe_failed' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('insert failed'));
  });

  it('treats an HTTP error of the function as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFunction(() => json({ error: 'boom' }, 500));
    expect((await subscribe('b@example.com')).status).toBe(502);
  });

  it('never calls Supabase for an invalid address', async () => {
    const sent = fakeFunction(() => json({ ok: true }));
    expect((await subscribe('not an address')).status).toBe(400);
    expect(sent).toHaveLength(0);
  });

  it('fails loudly on a half configuration, with supabase-js’s own message in the log', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await subscribe('c@example.com', { SUPABASE_ANON_KEY: '' });
    expect(res.status).toBe(502);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('supabaseKey is required.'));
  });
});
