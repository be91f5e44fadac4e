import { describe, expect, it } from 'vitest';
import { documentTitle, TITLE_MAX_LENGTH } from '../../app/document/head.ts';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { html, ORIGIN } from './fetch.ts';

describe('head metadata', () => {
  it('carries description, keywords, robots, Open Graph and the Twitter card from the dictionary', async () => {
    const { doc } = await html('/pt/preorder');
    const seo = DICTIONARIES.pt.seo.preorder;
    const title = `${seo.title} | ${DICTIONARIES.pt.site.name}`;
    expect(doc.meta('description')).toBe(seo.description);
    expect(doc.meta('keywords')).toBe(seo.keywords);
    expect(doc.meta('robots')).toBe('index, follow');
    expect(doc.meta('og:title')).toBe(title);
    expect(doc.meta('og:description')).toBe(seo.description);
    expect(doc.meta('og:url')).toBe(`${ORIGIN}/pt/preorder`);
    expect(doc.meta('og:image')).toBe(`${ORIGIN}/images/og-image.png`);
    expect(doc.meta('og:type')).toBe('website');
    expect(doc.meta('og:locale')).toBe('pt_BR');
    expect(doc.meta('twitter:card')).toBe('summary_large_image');
  });

  it('declares a WebSite with a SearchAction to /search?q= in the page language', async () => {
    for (const [path, target] of [
      ['/', `${ORIGIN}/search?q={search_term_string}`],
      ['/ru/faq', `${ORIGIN}/ru/search?q={search_term_string}`],
    ] as const) {
      const { doc } = await html(path);
      const site = doc.jsonLd().find((d) => d['@type'] === 'WebSite') as any;
      expect(site.potentialAction['@type']).toBe('SearchAction');
      expect(site.potentialAction.target.urlTemplate).toBe(target);
      expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
    }
  });

  it('declares a BreadcrumbList matching the visible breadcrumbs', async () => {
    const { doc } = await html('/es/guides/boss');
    const list = doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as any;
    expect(list.itemListElement.map((i: any) => [i.position, i.name, i.item])).toEqual([
      [1, DICTIONARIES.es.nav.home, `${ORIGIN}/es`],
      [2, DICTIONARIES.es.nav.guides, `${ORIGIN}/es/guides`],
      [3, DICTIONARIES.es.nav.boss, `${ORIGIN}/es/guides/boss`],
    ]);
  });

  it('has no BreadcrumbList on the home page, where breadcrumbs are hidden', async () => {
    const { doc } = await html('/');
    expect(doc.jsonLd().some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
    expect(doc.html).not.toContain('class="breadcrumbs');
  });

  it('escapes JSON-LD so no value can close the script element', async () => {
    const { body } = await html('/news/%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(body).not.toContain('</script><script>alert(1)');
  });
});

describe('documentTitle', () => {
  it('keeps the site name while both fit, then drops it, then cuts after the last whole word', () => {
    expect(documentTitle('FAQ', 'Silksong Hub')).toBe('FAQ | Silksong Hub');
    const sixty = `${'Hornet '.repeat(8)}Silk Song`;
    expect(documentTitle(sixty, 'Silksong Hub')).toBe(sixty);
    const long = 'Team Cherry confirms Hollow Knight: Silksong launches on Switch and Switch 2 on the same day';
    const cut = documentTitle(long, 'Silksong Hub');
    expect([...cut].length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(cut).toBe('Team Cherry confirms Hollow Knight: Silksong launches on Switch and…');
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts Chinese and Japanese between characters, counting characters rather than UTF-16 units', () => {
    const ja = 'シルクソング'.repeat(15);
    expect(documentTitle(ja, 'Silksong Hub')).toBe(`${ja.slice(0, 69)}…`);
    const emoji = '🕷'.repeat(80);
    expect([...documentTitle(emoji)].length).toBe(TITLE_MAX_LENGTH);
  });
});
