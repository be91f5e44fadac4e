import { describe, expect, it } from 'vitest';
import { translator, DICTIONARIES } from '../../shared/i18n.ts';
import { breadcrumbs, titleCase } from '../../app/layout/breadcrumbs.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const NEWS = BUNDLED.news;
import { route } from '../../shared/routes.ts';
import { html } from './fetch.ts';

describe('breadcrumb rules', () => {
  it('starts with Home and translates known segments, system-requirements included', () => {
    const t = translator('fr');
    expect(breadcrumbs('/system-requirements', t)).toEqual([
      { label: DICTIONARIES.fr.nav.home, path: '/' },
      { label: DICTIONARIES.fr.nav.systemRequirements, path: '/system-requirements' },
    ]);
    expect(breadcrumbs('/platforms/xbox', t).map((c) => c.label)).toEqual([
      DICTIONARIES.fr.nav.home, DICTIONARIES.fr.nav.platforms, DICTIONARIES.fr.nav.xbox,
    ]);
  });

  it("follows the route's parents, as navigation does, where they differ from the path (/trailers sits under Guides)", async () => {
    const t = translator('en');
    expect(breadcrumbs('/trailers', t, undefined, route('trailers')).map((c) => [c.label, c.path])).toEqual([
      ['Home', '/'], [DICTIONARIES.en.nav.guides, '/guides'], [DICTIONARIES.en.nav.trailers, '/trailers'],
    ]);
    const { doc } = await html('/de/trailers/release-trailer');
    const list = doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(list.itemListElement.map((i) => i.name).slice(0, 3)).toEqual([DICTIONARIES.de.nav.home, DICTIONARIES.de.nav.guides, DICTIONARIES.de.nav.trailers]);
  });

  it('title-cases segments it does not know from the hyphenated slug', () => {
    expect(breadcrumbs('/news/silksong-release-date-announced', translator('en')).at(-1)).toEqual({
      label: 'Silksong Release Date Announced',
      path: '/news/silksong-release-date-announced',
      unknown: true,
    });
    expect(titleCase('%E2%80%94-bad-%ZZ')).toBe('%E2%80%94 Bad %ZZ');
  });

  it('is hidden on the home page and its last item is not a link', async () => {
    expect((await html('/ja')).body).not.toContain('class="breadcrumbs');
    const { body } = await html('/ja/guides/items');
    const nav = body.match(/<nav aria-label="[^"]*" class="breadcrumbs[\s\S]*?<\/nav>/)![0];
    expect(nav).toContain(`<a href="/ja" class="link">${DICTIONARIES.ja.nav.home}</a>`);
    expect(nav).toContain(`<a href="/ja/guides" class="link">${DICTIONARIES.ja.nav.guides}</a>`);
    expect(nav).toContain(`<span aria-current="page" class="text-silk">${DICTIONARIES.ja.nav.items}</span>`);
    expect(nav).not.toContain('href="/ja/guides/items"');
  });

  it("names an article by its own title in the page's language, in the trail and in BreadcrumbList", async () => {
    const article = NEWS.find((n) => n.slug === 'silksong-out-now')!;
    for (const lang of ['ja', 'en', 'ru'] as const) {
      const path = `${lang === 'en' ? '' : `/${lang}`}/news/silksong-out-now`;
      const { body, doc } = await html(path);
      const title = article.translations[lang]!.title;
      const nav = body.match(/<nav aria-label="[^"]*" class="breadcrumbs[\s\S]*?<\/nav>/)![0];
      expect(nav, lang).toContain(`<span aria-current="page" class="text-silk">${title.replace(/&/g, '&amp;')}</span>`);
      const list = doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(list.itemListElement.map((i) => i.name), lang).toEqual([DICTIONARIES[lang].nav.home, DICTIONARIES[lang].nav.news, title]);
    }
  });

});

describe('the game’s pages', () => {
  it('sit under the platforms page, as the navigation lists them', () => {
    const t = translator('de');
    for (const id of ['releaseDate', 'preorder'] as const) {
      expect(breadcrumbs(route(id).path, t, undefined, route(id)).map((c) => c.path)).toEqual(['/', '/platforms', route(id).path]);
    }
  });
});
