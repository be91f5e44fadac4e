import AxeBuilder from '@axe-core/playwright';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { expect, test } from './fixtures.ts';

/** Words of the footer's links and language pills drawn on more than one line ("Deutsc/h", "PlayStatio/n"). */
function wordsBrokenInFooter(): string[] {
  const broken: string[] = [];
  const words = new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' });
  for (const link of document.querySelectorAll('footer a')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (const w of words.segment(node.data)) {
        if (!w.isWordLike) continue;
        const range = document.createRange();
        range.setStart(node, w.index);
        range.setEnd(node, w.index + w.segment.length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(w.segment);
      }
    }
  }
  return broken;
}

/** How far each table is wider than its box, and the page than the window. */
function overflow() {
  return {
    tables: [...document.querySelectorAll('main table')].map((t) => t.scrollWidth - t.parentElement!.clientWidth),
    page: document.documentElement.scrollWidth - innerWidth,
  };
}

test('the main navigation leads with the map and the progress, and holds the release date under the game', async ({ page, visit }) => {
  await visit('/de/faq');
  const nav = page.locator('header nav').first();
  const de = DICTIONARIES.de.nav;
  const top = await nav.locator(':scope > ul > li > a, :scope > ul > li > details > summary').allInnerTexts();
  expect(top.map((s) => s.trim())).toEqual([de.home, de.map, de.progress, de.guides, de.news, de.game, de.faq]);
  await nav.getByText(de.game).click();
  const menu = nav.locator('details[open] .menu a');
  await expect(menu.first()).toHaveText(de.platforms);
  await expect(menu).toContainText([de.releaseDate, de.preorder, de.systemRequirements]);
  await nav.getByRole('link', { name: de.progress }).click();
  await expect(page).toHaveURL(/\/de\/progress$/);
});

test('footer: the copyright line keeps 2025 and runs to this year; the tagline names the companion', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page.locator('footer')).toContainText(`© 2025–${new Date().getUTCFullYear()} Silksong Hub`);
  await expect(page.locator('footer')).toContainText(DICTIONARIES.fr.site.tagline);
});

test('footer: no link or language name breaks inside a word at tablet and desktop widths', async ({ page }) => {
  test.setTimeout(300_000);
  const langs: Lang[] = ['es', 'pt', 'fr', 'de', 'ru'];
  for (const width of [768, 1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of langs) {
      await page.goto(localizedPath(lang, '/faq'));
      expect(await page.evaluate(wordsBrokenInFooter), `${lang} at ${width} px`).toEqual([]);
    }
  }
});

test('tables fit their boxes on a desktop: the map hub in every language, /ru/platforms', async ({ page }) => {
  test.setTimeout(300_000);
  for (const width of [1280, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of LANGS) {
      await page.goto(localizedPath(lang, '/guides/map'));
      const o = await page.evaluate(overflow);
      expect(o, `${lang} map hub at ${width} px`).toEqual({ tables: o.tables.map(() => 0), page: 0 });
    }
    await page.goto('/ru/platforms');
    const o = await page.evaluate(overflow);
    expect(o, `/ru/platforms at ${width} px`).toEqual({ tables: o.tables.map(() => 0), page: 0 });
  }
});

test("the map's area links carry their drawn words in their name (axe label-in-name)", async ({ page }) => {
  for (const lang of ['en', 'de', 'es', 'fr', 'pt', 'ru', 'ja'] as const) {
    await page.goto(localizedPath(lang, '/guides/map'));
    const { violations } = await new AxeBuilder({ page }).include('#map ~ figure').withRules(['label-content-name-mismatch']).analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), lang).toEqual([]);
  }
});
