import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { NAV, route } from '../../shared/routes.ts';
import { localizedPath } from '../../shared/paths.ts';
import { html, ORIGIN, type Doc } from './fetch.ts';

describe('prefixes and aliases', () => {
  it('answers with and without the /en prefix, both canonical to the unprefixed address', async () => {
    for (const path of ['/en', '/en/release-date', '/en/guides/boss']) {
      const { res, doc } = await html(path);
      expect(res.status).toBe(200);
      expect(doc.tags('html')[0]!.lang).toBe('en');
      const unprefixed = path.replace(/^\/en/, '') || '/';
      expect(doc.tags('link').find((t) => t.rel === 'canonical')!.href).toBe(new URL(unprefixed, ORIGIN).toString());
    }
  });

  it('serves /platforms and /system-requirements as one page with one canonical', async () => {
    const a = await html('/de/platforms');
    const b = await html('/de/system-requirements');
    const canonical = (d: typeof a) => d.doc.tags('link').find((t) => t.rel === 'canonical')!.href;
    expect(canonical(a)).toBe(`${ORIGIN}/de/platforms`);
    expect(canonical(b)).toBe(`${ORIGIN}/de/platforms`);
    expect(a.doc.text('h1')).toEqual(b.doc.text('h1'));
  });

  it('shows each page heading from the dictionary', async () => {
    const { doc } = await html('/fr/guides/getting-started');
    expect(doc.text('h1')[0]).toBe(DICTIONARIES.fr.pages.gettingStarted.heading);
  });
});

describe('language and paths', () => {
  it('treats an unsupported first segment as English and answers 404', async () => {
    const { res, doc } = await html('/xx/release-date');
    expect(res.status).toBe(404);
    expect(doc.tags('html')[0]!.lang).toBe('en');
  });

  it('redirects a trailing slash to the path without it, keeping the query', async () => {
    const { res } = await html('/es/news/?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/es/news?page=2');
    expect((await html('/guides//')).res.headers.get('location')).toBe('/guides');
  });

  it('links every language version of the current path in the language menu', async () => {
    const { doc } = await html('/ja/guides/map');
    const links = doc.tags('a').filter((a) => a.class === 'lang-link');
    const menu = links.slice(0, LANGUAGES.length);
    expect(menu.map((a) => a.href)).toEqual(LANGUAGES.map((l) => localizedPath(l.code, '/guides/map')));
    expect(menu.filter((a) => a['aria-current'] === 'true').map((a) => a.lang)).toEqual(['ja']);
  });

  /** The header's language menu (the footer repeats the same list). */
  const menuOf = (doc: Doc) => {
    const links = doc.tags('a').filter((a) => a.class === 'lang-link');
    return links.slice(0, links.length / 2);
  };

  it('links every language’s home from the 404 page, where the path exists in none', async () => {
    const { doc } = await html('/es/no-such-page?q=1');
    expect(menuOf(doc).map((a) => a.href)).toEqual(LANGUAGES.map((l) => localizedPath(l.code, '/')));
  });
});

describe('navigation for players', () => {
  it('puts the map and the progress at the top, and the release date, pre-order and requirements under the game', async () => {
    expect(NAV.map((n) => n.route.id)).toEqual(['home', 'map', 'progress', 'guides', 'news', 'platforms', 'faq', 'community']);
    const game = NAV.find((n) => n.route.id === 'platforms')!;
    expect(game.label).toBe('nav.game');
    expect(game.children.map((c) => c.id)).toEqual(['releaseDate', 'steam', 'playstation', 'xbox', 'nintendo', 'preorder', 'systemRequirements']);
    // The map stands at the top and is not repeated under Guides, whose page it still belongs to.
    expect(NAV.find((n) => n.route.id === 'guides')!.children.map((c) => c.id)).not.toContain('map');
    expect(route('map').parent).toBe('guides');

    const { doc } = await html('/fr/faq');
    const header = doc.html.slice(doc.html.indexOf('<header'), doc.html.indexOf('</header>'));
    const top = [...header.matchAll(/<nav aria-label="[^"]*" class="ml-2[\s\S]*?<\/nav>/g)][0]![0];
    const fr = DICTIONARIES.fr.nav;
    for (const label of [fr.map, fr.progress, fr.game]) expect(top).toContain(`>${label}<`);
    // The release date is an entry of the game's menu, no longer a top-level link.
    expect(top).not.toContain(`class="nav-link">${fr.releaseDate}<`);
    expect(top).toContain(`class="menu-link">${fr.releaseDate}<`);
    const drawer = header.slice(header.indexOf('<dialog'));
    expect(drawer).toContain(`href="/fr/progress" class="drawer-link">${fr.progress}<`);
    expect(drawer).toContain(`href="/fr/guides/map" class="drawer-link">${fr.map}<`);
    expect(drawer).toContain(`href="/fr/release-date" class="drawer-link text-sm">${fr.releaseDate}<`);
  });
});
