import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { PAGES } from '../../shared/prose.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const NEWS = BUNDLED.news;
import { localizedPath } from '../../shared/paths.ts';
import { html } from './fetch.ts';

function resultLinks(body: string): string[] {
  const list = body.match(/<ol class="space-y-4">([\s\S]*?)<\/ol>/)?.[1] ?? '';
  // Pages, without the anchor of the matched section.
  return [...list.matchAll(/<h2[^>]*><a href="([^"#]+)/g)].map((m) => m[1]!);
}

const search = (lang: string, q: string) => html(`${localizedPath(lang as 'en', '/search')}?q=${encodeURIComponent(q)}`);

describe('search', () => {
  for (const l of LANGUAGES) {
    it(`finds a known page first in ${l.code}`, async () => {
      const d = DICTIONARIES[l.code];
      const { res, body, doc } = await search(l.code, d.pages.releaseDate.heading);
      expect(res.status).toBe(200);
      expect(resultLinks(body)[0]).toBe(localizedPath(l.code, '/release-date'));
      expect(doc.meta('robots')).toBe('noindex, follow');
      const boss = await search(l.code, d.pages.boss.heading);
      expect(resultLinks(boss.body)[0]).toBe(localizedPath(l.code, '/guides/boss'));
    });
  }

  it('finds an entry by its name in the language and by its English name, in either script', async () => {
    const ru = BUNDLED.bosses.find((b) => b.slug === 'moss-mother')!.translations.ru!.name;
    expect(ru).not.toBe('Moss Mother');
    for (const q of [ru, 'Moss Mother']) expect(resultLinks((await search('ru', q)).body), q).toContain('/ru/guides/boss/moss-mother');
    expect(resultLinks((await search('fr', 'Mask Shard Bone Bottom')).body)).toContain('/fr/guides/collectibles/mask-shard-bone-bottom');
    expect(resultLinks((await search('ja', 'Longpin')).body)).toContain('/ja/guides/items/longpin');
  });

  it('finds in English what the language calls by its own name: a query is expanded through the glossary', async () => {
    for (const [lang, local] of [['ru', 'Хорнет'], ['ja', 'ホーネット'], ['zh', '大黄蜂']] as const) {
      const own = resultLinks((await search(lang, local)).body);
      const english = resultLinks((await search(lang, 'hornet')).body);
      expect(own.length, lang).toBeGreaterThan(5);
      // The English query finds at least as much as the language's own name, and the same pages first.
      expect(english.length, lang).toBeGreaterThanOrEqual(own.length);
      expect(english, lang).toEqual(expect.arrayContaining(own.slice(0, 3)));
    }
    // A collection's name too: Moss Grotto in Russian is found by its English name, and the page keeps English's own results.
    const grotto = BUNDLED.zones.find((z) => z.slug === 'moss-grotto')!.translations.ru!.name;
    expect(resultLinks((await search('ru', `${'Moss Grotto'.toLowerCase()} boss`)).body).length).toBeGreaterThan(0);
    expect(grotto).not.toBe('Moss Grotto');
  });

  it('tolerates typos and missing accents', async () => {
    expect(resultLinks((await search('en', 'relese date')).body)[0]).toBe('/release-date');
    expect(resultLinks((await search('fr', 'frequentes')).body)).toContain('/fr/faq');
  });

  it('finds news articles from the current news list, with a type label', async () => {
    const article = NEWS.find((n) => n.slug === 'meet-hornet')!;
    const { body } = await search('de', article.translations.de!.title);
    expect(resultLinks(body)[0]).toBe('/de/news/meet-hornet');
    expect(body).toContain(DICTIONARIES.de.searchPage.types.news);
  });

  it('links a home section at the canonical address of home with its anchor, never `/es/#…`', async () => {
    for (const l of LANGUAGES) {
      const { body } = await search(l.code, PAGES[l.code].home.story.hornet.title);
      const list = body.match(/<ol class="space-y-4">([\s\S]*?)<\/ol>/)?.[1] ?? '';
      const home = localizedPath(l.code, '/');
      const hrefs = [...list.matchAll(/<h2[^>]*><a href="([^"]+)/g)].map((m) => m[1]!).filter((h) => [home, `${home}/`].includes(h.split('#')[0]!));
      expect(hrefs.length, l.code).toBeGreaterThan(0);
      for (const href of hrefs) expect(href, l.code).toMatch(new RegExp(`^${home}#[\\w-]+$`));
    }
  });

  it('highlights matched words with escaped markup only', async () => {
    const { body } = await search('en', 'hornet');
    expect(body).toMatch(/<mark class="search-mark">Hornet<\/mark>/);
  });

  it('shows the prompt and runs nothing for a blank or missing query', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20%09', '/ja/search?q=%E3%80%80']) {
      const { res, body } = await html(path);
      expect(res.status).toBe(200);
      expect(body).toContain(DICTIONARIES[path.startsWith('/ja') ? 'ja' : 'en'].searchPage.prompt);
      expect(body).not.toContain('id="search-results"');
    }
  });

  it('echoes hostile queries escaped and answers 200', async () => {
    const hostile = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' OR 1=1 --", '{{query}}', '\u202Eevil\u200B', '🕷️🧵', 'x'.repeat(10_000)];
    for (const q of hostile) {
      const { res, body } = await search('en', q);
      expect(res.status, q.slice(0, 20)).toBe(200);
      expect(body).not.toContain('<script>alert(1)');
      expect(body).not.toContain('<img src=x');
    }
    const long = await search('en', 'silk '.repeat(100));
    expect(long.body).toContain('Your search was shortened to 200 characters.');
    const broken = await html('/search?q=%ED%A0%80%ZZ');
    expect(broken.res.status).toBe(200);
  });

  it('shows a no-results state with suggestions', async () => {
    const { body } = await search('es', 'zzqxv');
    expect(body).toContain(DICTIONARIES.es.searchPage.none.replace('{{query}}', 'zzqxv'));
    expect(body).toContain('href="/es/guides"');
    expect(body).toContain('href="/es/faq"');
    expect(body).toContain('href="/es/news"');
  });
});
