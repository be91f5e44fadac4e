import { describe, expect, it } from 'vitest';
import { get, html, ORIGIN } from './fetch.ts';

/** Where a browser goes when it follows `location` from a page of this site. */
const target = (location: string | null) => new URL(location ?? '', `${ORIGIN}/page`);

describe('odd paths from the audit', () => {
  it('never redirects off the site, however the path starts', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example//', '/\\/evil.example/?q=1', '//evil.example']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      const to = target(res.headers.get('location'));
      expect(to.origin, path).toBe(ORIGIN);
      expect(to.pathname, path).not.toMatch(/^\/\//);
    }
  });

  it('collapses repeated slashes and trims the trailing one in one redirect, keeping the query', async () => {
    expect((await get('//news//?page=2')).headers.get('location')).toBe('/news?page=2');
    expect((await get('/news/?page=2')).headers.get('location')).toBe('/news?page=2');
  });

  it('answers every odd encoding with a page, a 404 or an on-site redirect, never a 500', async () => {
    const paths = ['//%00', '/%5c', '//%5c', '//%E0%A4%A', '//%ff%fe', '//..%2f..%2f', '//%3Cscript%3E', '/%5cevil.example', '/%E0%A4%A', '/de/%ff'];
    for (const method of ['GET', 'POST', 'PUT']) {
      for (const path of paths) {
        const res = await get(path, { method });
        expect([200, 301, 404, 405], `${method} ${path}`).toContain(res.status);
        if (res.status === 301) expect(target(res.headers.get('location')).origin).toBe(ORIGIN);
        await res.body?.cancel();
      }
    }
  });

  it('keeps the head and the links of a 404 on this site for a path starting with // or \\', async () => {
    for (const path of ['//x', '/%5cevil.example', '/de/%5cevil.example']) {
      const res = await get(path, { method: 'POST' });
      expect(res.status, path).toBe(404);
      const body = await res.text();
      const values = [...body.matchAll(/(?:href|content|src|action)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const paths = values.filter((v) => /^[/\\]/.test(v));
      expect(paths.length, path).toBeGreaterThan(10);
      for (const v of paths) expect(v, `${path}: ${v}`).toMatch(/^\/(?![/\\])/);
      const head = body.slice(0, body.indexOf('</head>'));
      const absolute = [...head.matchAll(/(?:href|content)="(https?:[^"]*)"/g)].map((m) => m[1]!);
      expect(absolute.length, path).toBeGreaterThan(2);
      for (const v of absolute) expect(new URL(v).origin, `${path}: ${v}`).toBe(ORIGIN);
    }
  });

  it('renders the 404 for an encoded backslash with its head on this site', async () => {
    const { res, doc } = await html('/%5c');
    expect(res.status).toBe(404);
    expect(doc.tags('link').find((t) => t.rel === 'canonical')?.href).toMatch(/^https:\/\/silksong\.test\//);
  });
});
