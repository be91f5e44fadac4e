// The tests that read every page of the site, in one file so they share one walk of it (crawl.ts):
// each page is fetched once, whichever test reads it first.
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { LANGS, LANGUAGES } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { route, ROUTES } from '../../shared/routes.ts';
import { samplePath } from '../samples.ts';
import { ROUTE_PAGES, SITE_PAGES, visit, walk, WALK_TIMEOUT } from './crawl.ts';
import { ORIGIN } from './fetch.ts';
import { crawlTimeout } from './timeouts.ts';

describe('every route in every language', () => {
  for (const l of LANGUAGES) {
    const pages = ROUTE_PAGES.filter((p) => p.lang === l);
    it(`answers ${l.code} with its own language, title and alternates`, { timeout: crawlTimeout(pages.length) }, async () => {
      const dict = DICTIONARIES[l.code];
      for (const { route: r, path: url } of pages) {
        const page = await visit(url);
        expect(page.status, url).toBe(200);
        expect(page.contentType).toBe('text/html; charset=utf-8');
        expect(page.lang, url).toBe(l.tag);
        if (!r.path.includes(':')) {
          const title = dict.seo[r.seo].title;
          expect(page.title, url).toBe(r.id === 'home' ? title : `${title} | ${dict.site.name}`);
        }
        const alternates = page.links.filter((t) => t.rel === 'alternate' && t.hreflang);
        expect(alternates.map((a) => a.hreflang)).toEqual([...LANGUAGES.map((x) => x.tag), 'x-default']);
        const canonicalPath = samplePath(route(r.canonical ?? r.id));
        expect(alternates.at(-1)!.href).toBe(`${ORIGIN}${canonicalPath}`);
        expect(page.links.find((t) => t.rel === 'canonical')!.href, url).toBe(`${ORIGIN}${localizedPath(l.code, canonicalPath)}`);
      }
    });
  }
});

/** A first segment that looks like a language code: two letters, optionally with a region or script. */
const LANG_LIKE = /^\/([a-z]{2}(?:-[a-z]+)?)(?:\/|$|\?)/i;

describe('internal links', () => {
  it('all answer 200 and never point at an unknown language prefix', { timeout: WALK_TIMEOUT }, async () => {
    const { pages, linkedFrom } = await walk();
    const badPrefix = [...linkedFrom].filter(([href]) => {
      const code = href.match(LANG_LIKE)?.[1];
      return code !== undefined && !(LANGS as readonly string[]).includes(code);
    });
    expect(badPrefix.map(([href, page]) => `${href} (on ${page})`)).toEqual([]);

    const dead = [...pages]
      .filter(([, page]) => page.status !== 200)
      .map(([url, page]) => `${url} -> ${page.status} (linked from ${linkedFrom.get(url) ?? 'the route table only'})`);
    expect(dead).toEqual([]);
    // No orphans: every page without parameters is linked from somewhere in its language.
    const orphans = LANGUAGES.flatMap((l) => ROUTES.filter((r) => !r.path.includes(':')).map((r) => localizedPath(l.code, r.path)));
    expect(orphans.filter((page) => !linkedFrom.has(page))).toEqual([]);
  });
});

// Search results show about this many characters of a title; the rest is cut off.
const MAX = 70;

describe('page titles', () => {
  it(`keep the rendered <title> within ${MAX} characters, site name included, in every language`, { timeout: WALK_TIMEOUT }, async () => {
    const long: string[] = [];
    for (const url of SITE_PAGES) {
      const title = (await visit(url)).title ?? '';
      expect(title.trim().length, url).toBeGreaterThan(0);
      if ([...title].length > MAX) long.push(`${[...title].length} ${url}: ${title}`);
    }
    expect(long).toEqual([]);
  });
});
