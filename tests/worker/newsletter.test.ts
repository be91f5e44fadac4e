import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, ORIGIN } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

let ip = 0;
// A distinct client per test, so the per-client rate limit does not leak between tests.
const client = () => ({ 'cf-connecting-ip': `203.0.113.${++ip}` });

function postJson(body: unknown, headers: Record<string, string> = client()) {
  return get('/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, headers: Record<string, string> = client()) {
  return get('/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe('POST /api/newsletter without Supabase (KV)', () => {
  it('stores a trimmed, lower-cased address once, idempotently', async () => {
    const res = await postJson({ email: '  Silk@Example.COM ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const first = await env.NEWSLETTER.get('subscriber:silk@example.com', 'json');
    expect(first).toMatchObject({ email: 'silk@example.com', lang: 'en' });
    expect((await postJson({ email: 'silk@example.com' })).status).toBe(200);
    expect(await env.NEWSLETTER.get('subscriber:silk@example.com', 'json')).toEqual(first);
  });

  it('rejects invalid addresses and malformed bodies with JSON errors, storing nothing', async () => {
    for (const email of ['', '   ', 'not-an-email', 'a@b', `${'x'.repeat(250)}@e.io`, 42]) {
      const res = await postJson({ email });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_email' });
    }
    const broken = await postJson('{"email":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'bad_request' });
    const text = await get('/api/newsletter', { method: 'POST', headers: { 'content-type': 'text/plain', origin: ORIGIN, ...client() }, body: 'x' });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ error: 'bad_request' });
    expect((await env.NEWSLETTER.list({ prefix: 'subscriber:not' })).keys).toEqual([]);
  });

  it('refuses an address with markup or a control character, storing nothing', async () => {
    for (const email of ['<script>@x.com', 'fan\u0000@example.com']) {
      const res = await postJson({ email });
      expect(res.status, email).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_email' });
      const form = await postForm({ email, return: '/faq' });
      expect(form.headers.get('location')).toBe('/faq?newsletter=invalid');
    }
    expect((await env.NEWSLETTER.list({ prefix: 'subscriber:<' })).keys).toEqual([]);
    expect((await env.NEWSLETTER.list({ prefix: 'subscriber:fan' })).keys).toEqual([]);
  });

  it('refuses oversized bodies and other methods', async () => {
    const big = await postJson({ email: `${'a'.repeat(5000)}@example.com` });
    expect(big.status).toBe(413);
    const getRes = await get('/api/newsletter');
    expect(getRes.status).toBe(405);
    expect(getRes.headers.get('allow')).toBe('POST');
  });

  it('limits each client to five attempts a minute', async () => {
    const me = client();
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await postJson({ email: `limit${i}@example.com` }, me)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await (await postJson({ email: 'other@example.com' }, client())).json()).toEqual({ ok: true });
  });

  it('answers a plain form post with a redirect back to the page and the outcome', async () => {
    const ok = await postForm({ email: 'form@example.com', lang: 'de', return: '/de/preorder', box: 'newsletter' });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/de/preorder?newsletter=success&box=newsletter#newsletter');
    expect(await env.NEWSLETTER.get('subscriber:form@example.com', 'json')).toMatchObject({ lang: 'de' });

    const bad = await postForm({ email: 'nope', lang: 'fr', return: '/fr', box: 'hero-newsletter' });
    expect(bad.headers.get('location')).toBe('/fr?newsletter=invalid&box=hero-newsletter#hero-newsletter');
  });

  it('never redirects off the site and drops odd box names', async () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      const res = await postForm({ email: 'safe@example.com', lang: 'es', return: target, box: '"><script>' });
      expect(res.headers.get('location')).toBe('/es?newsletter=success');
    }
  });

  it('refuses cross-site posts whatever their content type, with a JSON error', async () => {
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
      { origin: ORIGIN, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of foreign) {
      for (const post of [postJson, postForm]) {
        const res = await post({ email: 'csrf@example.com' }, { ...client(), ...headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.json()).toEqual({ error: 'cross_site' });
      }
    }
    const bare = await get('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json', ...client() }, body: '{"email":"csrf@example.com"}' });
    expect(bare.status, 'neither Origin nor Sec-Fetch-Site').toBe(403);
    expect(await env.NEWSLETTER.get('subscriber:csrf@example.com')).toBeNull();
    const ok = await postJson({ email: 'same@example.com' }, { ...client(), 'sec-fetch-site': 'same-origin' });
    expect(ok.status).toBe(200);
  });

  it('shows the outcome of a form post on the page it came from', async () => {
    const page = await get('/de/preorder?newsletter=success&box=newsletter', { headers: { 'user-agent': 'Googlebot' } });
    expect(await page.text()).toContain('role="status"');
  });
});
