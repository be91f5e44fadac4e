import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../content/i18n/index.ts';
import { get, html } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

describe('404 page', () => {
  it('shows 404, the message and a link home in the current language, with status 404 and noindex', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { res, doc, body } = await html('/de/no-such-page');
    const d = DICTIONARIES.de.notFound;
    expect(res.status).toBe(404);
    expect(doc.tags('html')[0]!.lang).toBe('de');
    expect(body).toContain('>404<');
    expect(doc.text('h1')[0]).toContain(d.title);
    const home = doc.tags('a').find((a) => a.class?.includes('btn') && a.href === '/de');
    expect(home).toBeDefined();
    expect(body).toContain(`>${d.returnHome}</a>`);
    expect(doc.meta('robots')).toBe('noindex, follow');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"path":"/de/no-such-page"'));
  });

  it('answers English for unknown paths without a language', async () => {
    const { res, doc } = await html('/nothing/here');
    expect(res.status).toBe(404);
    expect(doc.text('h1')[0]).toContain('Oops! Page not found');
    expect(doc.tags('a').some((a) => a.href === '/' && a.class?.includes('btn'))).toBe(true);
  });

  it('escapes hostile paths instead of echoing them', async () => {
    const { res, body } = await html('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(res.status).toBe(404);
    expect(body).not.toContain('<img src=x');
  });

  it('answers HEAD like GET and other methods on pages with the 404 page, never a 500', async () => {
    const head = await get('/faq', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await get('/faq', { method: 'POST', body: 'x=1' });
    expect(post.status).toBe(404);
  });
});
