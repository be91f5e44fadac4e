import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { Doc, get, html } from './fetch.ts';
import { localizedPath } from '../../shared/paths.ts';
import { NAV } from '../../shared/routes.ts';

afterEach(() => vi.restoreAllMocks());

describe('404 page', () => {
  it('shows 404, the message and a link home in the current language, with status 404 and noindex', async () => {
    const info = vi.spyOn(console, 'log');
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
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/"level":"info","msg":"not found","path":"\/de\/no-such-page"/));
  });

  it('logs the path as information on a developer’s machine, as a warning on a public host', async () => {
    const warn = vi.spyOn(console, 'warn');
    await (await get('/nothing-here')).body?.cancel();
    expect(warn).not.toHaveBeenCalled();
    await (await exports.default.fetch(new Request('https://silksong.example/nothing-here'))).body?.cancel();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"level":"warn","msg":"not found","path":"\/nothing-here"/));
  });

  it('offers a search box, the main sections and the trail of the unknown address', async () => {
    const { res, body, doc } = await html('/es/guides/some-thing-new');
    const d = DICTIONARIES.es;
    expect(res.status).toBe(404);
    expect(body).toContain('>404<');
    expect(doc.text('h1')[0]).toContain(d.notFound.title);
    expect(body).toContain(`>${d.notFound.returnHome}</a>`);
    const main = new Doc(body.slice(body.indexOf('<main'), body.indexOf('</main>')));
    expect(main.tags('form').map((f) => f.action)).toEqual(['/es/search']);
    expect(main.text('h2')).toEqual([d.notFound.searchTitle, d.notFound.sectionsTitle]);
    const sections = main.tags('a').map((a) => a.href);
    // The main navigation's sections (shared/routes.ts), in the page's language.
    for (const { route: r } of NAV) expect(sections).toContain(localizedPath('es', r.path));
    // Known segments translated, unknown ones title-cased; only pages that exist are links.
    const trail = body.match(/<nav aria-label="[^"]*" class="breadcrumbs[\s\S]*?<\/nav>/)![0];
    expect(new Doc(trail).text('li').map((l) => l.replace(/^\/\s*/, ''))).toEqual([d.nav.home, d.nav.guides, 'Some Thing New']);
    expect(new Doc(trail).tags('a').map((a) => a.href)).toEqual(['/es', '/es/guides']);
    // A noindex page: no BreadcrumbList naming addresses that do not exist.
    expect(doc.jsonLd().some((j) => j['@type'] === 'BreadcrumbList')).toBe(false);
  });

  it('names, but does not link, segments of an unknown address that no page has', async () => {
    const { body } = await html('/de/no-such/%3Cb%3Eplace');
    const trail = new Doc(body.match(/<nav aria-label="[^"]*" class="breadcrumbs[\s\S]*?<\/nav>/)![0]);
    expect(trail.text('li').map((l) => l.replace(/^\/\s*/, ''))).toEqual([DICTIONARIES.de.nav.home, 'No Such', '<b>place']);
    expect(trail.tags('a').map((a) => a.href)).toEqual(['/de']);
    expect(body).not.toContain('<b>place');
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

  it('answers HEAD like GET', async () => {
    const head = await get('/faq', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('other methods', () => {
  const METHODS = ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];

  it('are 405 on pages and feeds, with Allow, a line of text in the page language, never cached', async () => {
    for (const path of ['/', '/faq', '/de/guides/boss', '/ja/news/meet-hornet', '/en/platforms/steam', '/robots.txt', '/sitemap.xml', '/rss.xml', '/ru/rss.xml']) {
      for (const method of METHODS) {
        const res = await get(path, { method, ...(method === 'OPTIONS' ? {} : { body: 'x=1' }) });
        const what = `${method} ${path}`;
        expect(res.status, what).toBe(405);
        expect(res.headers.get('allow'), what).toBe('GET, HEAD');
        expect(res.headers.get('cache-control'), what).toBe('no-store');
        expect(res.headers.get('content-type'), what).toMatch(/^text\/plain/);
        const lang = path.startsWith('/de/') ? 'de' : path.startsWith('/ja/') ? 'ja' : path.startsWith('/ru/') ? 'ru' : 'en';
        expect(await res.text(), what).toBe(DICTIONARIES[lang].common.methodNotAllowed);
      }
    }
  });

  it('are 405 on the newsletter endpoint but POST, which it allows', async () => {
    for (const method of ['GET', 'HEAD', ...METHODS.filter((m) => m !== 'POST')]) {
      const res = await get('/api/newsletter', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow'), method).toBe('POST');
      expect(res.headers.get('cache-control'), method).toBe('no-store');
      await res.body?.cancel();
    }
  });

  it('leave an unknown address a 404', async () => {
    expect((await get('/no-such-page', { method: 'POST', body: 'x=1' })).status).toBe(404);
  });
});
