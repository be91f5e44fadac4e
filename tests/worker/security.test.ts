import { describe, expect, it } from 'vitest';
import { html } from './fetch.ts';

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

  it('uses a fresh nonce per response and carries it on every inline script', async () => {
    const a = await html('/news');
    const b = await html('/news');
    const nonce = (r: Response) => r.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
    expect(nonce(a.res)).not.toBe(nonce(b.res));
    for (const s of a.doc.tags('script')) {
      if (s.src || s.type === 'application/ld+json') continue;
      expect(s.nonce).toBe(nonce(a.res));
    }
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
