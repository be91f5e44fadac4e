import { COMPANION_KEY } from '../../shared/companion.ts';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { expect, test } from './fixtures.ts';

test.afterEach(({ errors }) => expect(errors).toEqual([]));

test("the home page's first screen on a phone shows the companion whole, with the visitor's own count", async ({ page, visit }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ format: key, version: 1, spoiler: 'all', done: { bosses: ['lace', 'moss-mother'], items: [], zones: ['moss-grotto'] } }));
  }, COMPANION_KEY);
  await visit('/es');
  const companion = page.locator('section[aria-labelledby="companion"]');
  const es = DICTIONARIES.es.home.companion;
  await expect(companion.getByRole('heading', { level: 2 })).toHaveText(es.title);
  await expect(companion.locator('[data-ticked-count]')).toHaveText(es.ticked.replace('{{count}}', '3'));
  await expect(companion.getByRole('link', { name: es.continue })).toHaveAttribute('href', '/es/progress#missing');
  await expect(companion.getByRole('combobox')).toBeVisible();
  // Whole within the first screen, before any scrolling.
  const box = (await companion.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  // The finished countdown (the SPEC's, with its subscribe box) is still on the page, further down.
  const countdown = page.locator('[data-island="countdown"] > *');
  await expect(countdown).toHaveCount(1);
  expect((await countdown.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height);
});

test('the drawer holds the map and the progress at the top, and the release date under the game', async ({ page, visit }) => {
  await visit('/fr/faq');
  await page.locator('[data-drawer-open]').click();
  const drawer = page.locator('dialog#site-drawer');
  const fr = DICTIONARIES.fr.nav;
  const top = drawer.locator('nav > ul > li > a, nav > ul > li > span');
  await expect(top).toHaveText([fr.home, fr.map, fr.progress, fr.guides, fr.news, fr.game, fr.faq, fr.community]);
  const game = drawer.locator('nav > ul > li', { has: page.locator(`span:text-is("${fr.game}")`) });
  await expect(game.locator('ul a').first()).toHaveText(fr.platforms);
  await game.getByRole('link', { name: fr.releaseDate }).click();
  await expect(page).toHaveURL(/\/fr\/release-date$/);
});

test('the map tells a phone that it scrolls, and scrolls from the keyboard', async ({ page, visit }) => {
  await visit('/de/guides/map');
  const de = DICTIONARIES.de.encyclopaedia.map;
  const region = page.getByRole('region', { name: de.scrollLabel });
  await expect(page.locator('#map-scroll-hint')).toHaveText(de.scrollHint);
  await expect(page.locator('#map-scroll-hint')).toBeVisible();
  expect(await region.evaluate((r) => r.scrollWidth > r.clientWidth)).toBe(true);
  // The shade at the cut edge: a background layer beside the plain colour.
  expect(await region.evaluate((r) => getComputedStyle(r).backgroundImage)).toContain('linear-gradient');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((r) => r.scrollLeft)).toBeGreaterThan(0);
});
