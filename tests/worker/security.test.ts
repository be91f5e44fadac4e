import { env } from 'cloudflare:workers';
import { EARLY_SCRIPT, EARLY_SCRIPT_HASH } from '../../shared/companion.ts';
import { describe, expect, it } from 'vitest';
import manifest from '../../dist/manifest.json';
import { get, html, ORIGIN } from './fetch.ts';

describe('security headers and scripts', () => {
  it('sends a strict CSP and the other security headers on HTML', async () => {
    for (const path of ['/', '/es/faq', '/nope']) {
      const { res } = await html(path);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('keeps the whole policy exactly as strict as before, the spoiler level\'s early script allowed by its hash alone', async () => {
    const { res } = await html('/');
    const n = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${n}' ${EARLY_SCRIPT_HASH}; style-src 'self'; img-src 'self' data: https:; font-src 'self'; ` +
        "connect-src 'self'; frame-src https://www.youtube-nocookie.com; media-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS, COOP and the other policy headers on every answer of the worker, the CSP only on HTML', async () => {
    const answers = {
      page: await get('/'),
      notFound: await get('/nope'),
      redirect: await get('/news/'),
      json: await get('/api/newsletter'),
      xml: await get('/sitemap.xml'),
    };
    for (const [kind, res] of Object.entries(answers)) {
      const h = res.headers;
      expect(h.get('strict-transport-security'), kind).toBe('max-age=15552000; includeSubDomains');
      expect(h.get('cross-origin-opener-policy'), kind).toBe('same-origin');
      expect(h.get('cross-origin-resource-policy'), kind).toBe('same-origin');
      expect(h.get('x-frame-options'), kind).toBe('DENY');
      expect(h.get('x-content-type-options'), kind).toBe('nosniff');
      expect(h.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy'), kind).toBe('camera=(), microphone=(), geolocation=(), browsing-topics=()');
      expect(h.has('content-security-policy'), kind).toBe(kind === 'page' || kind === 'notFound');
      await res.body?.cancel();
    }
  });

  it('gives static files their policy headers through public/_headers', async () => {
    for (const path of ['/favicon.svg', '/images/og-image.png', manifest.client, manifest.css]) {
      const res = await env.ASSETS.fetch(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      // An SVG opened on its own is a document: it may load nothing, run nothing and be framed nowhere.
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; img-src 'self'; frame-ancestors 'none'; sandbox");
      await res.body?.cancel();
    }
    const hashed = await env.ASSETS.fetch(`${ORIGIN}${manifest.client}`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Shared images (the social card) stay loadable from other sites.
    expect((await env.ASSETS.fetch(`${ORIGIN}/images/og-image.png`)).headers.has('cross-origin-resource-policy')).toBe(false);
    expect((await env.ASSETS.fetch(`${ORIGIN}/_headers`)).status).toBe(404);
  });

  it('uses a fresh nonce per response and carries it on every inline script', async () => {
    const a = await html('/news');
    const b = await html('/news');
    const nonce = (r: Response) => r.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    expect(nonce(a.res)).not.toBe(nonce(b.res));
    for (const s of a.doc.tags('script')) {
      if (s.src || s.type === 'application/ld+json') continue;
      // The early script is the same in every document (the page cache's copy too): its hash allows it.
      if (a.doc.html.includes(`<script>${EARLY_SCRIPT}</script>`) && s.nonce === undefined) continue;
      expect(s.nonce).toBe(nonce(a.res));
    }
    expect(a.doc.html.split(`<script>${EARLY_SCRIPT}</script>`)).toHaveLength(2);
  });

  it('loads one hashed module script for the islands the page contains', async () => {
    const { doc } = await html('/guides');
    expect(doc.html).toContain('data-island="header"');
    const scripts = doc.tags('script').filter((s) => s.src);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.type).toBe('module');
    expect(scripts[0]!.src).toMatch(/^\/assets\/client-[A-Z0-9]+\.js$/);
    const css = doc.tags('link').filter((l) => l.rel === 'stylesheet');
    expect(css.map((l) => l.href)).toEqual([expect.stringMatching(/^\/assets\/styles-[a-f0-9]{10}\.css$/)]);
  });
});
