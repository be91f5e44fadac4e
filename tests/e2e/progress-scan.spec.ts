import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, remember, test } from './fixtures.ts';

// /progress as a player scans it: bars that follow the ticks, folded areas, a kind filter, hiding what is done; and the map's count of what is left.

const glossary = JSON.parse(readFileSync(new URL('../../content/locales/en/glossary.json', import.meta.url), 'utf8')) as Record<'bosses' | 'zones', Record<string, string>>;


const area = (page: Page, slug: string) => page.locator('details[data-area]').filter({ has: page.locator(`[data-progress-entry="zones/${slug}"]`) });

test('a tick moves the bars of the whole, its kind and its area, each a labelled progress bar', async ({ page, visit }) => {
  await visit('/progress');
  const rows = await page.locator('[data-progress-entry]').count();
  const grotto = area(page, 'moss-grotto');
  const inGrotto = await grotto.locator('[data-progress-entry]').count();
  const overall = page.getByRole('progressbar', { name: 'Overall' });
  await expect(overall).toHaveAttribute('max', String(rows));
  await expect(page.locator('#overall ~ p output')).toHaveText(`0 of ${rows} · 0%`);

  // Folded: the rows show once the area is opened.
  const tick = grotto.getByRole('checkbox', { name: `Visited: ${glossary.zones['moss-grotto']}` });
  await expect(tick).toBeHidden();
  await grotto.locator('summary').click();
  await tick.check();
  await expect(overall).toHaveJSProperty('value', 1);
  await expect(page.getByRole('progressbar', { name: 'Areas visited' })).toHaveJSProperty('value', 1);
  await expect(page.getByRole('progressbar', { name: 'Bosses defeated' })).toHaveJSProperty('value', 0);
  await expect(grotto.getByRole('progressbar', { name: glossary.zones['moss-grotto'] })).toHaveJSProperty('value', 1);
  await expect(grotto.locator('summary output')).toHaveText(`1 of ${inGrotto} · ${Math.round(100 / inGrotto)}%`);
  // Folding it again hides the rows, not the bar.
  await grotto.locator('summary').click();
  await expect(tick).toBeHidden();
  await expect(grotto.locator('summary progress')).toBeVisible();
});

test('the kind filter and "hide what is done" show only what is asked for', async ({ page, visit }) => {
  await remember(page, { bosses: ['moss-mother'], zones: ['moss-grotto'] });
  await visit('/progress');
  const grotto = area(page, 'moss-grotto');
  await grotto.locator('summary').click();
  const mossMother = grotto.locator('[data-progress-entry="bosses/moss-mother"]');
  await expect(mossMother).toBeVisible();
  await expect(mossMother.locator('input')).toBeChecked();
  // Every row says what kind of entry it is.
  await expect(mossMother.locator('small')).toHaveText('Boss');

  await page.getByRole('radio', { name: 'Bosses' }).check();
  await expect(grotto.locator('[data-progress-entry^="zones/"]')).toBeHidden();
  await expect(mossMother).toBeVisible();
  // An area without a boss leaves the list while only bosses show.
  const withoutBoss = page.locator('details[data-area]').filter({ hasNot: page.locator('[data-progress-entry^="bosses/"]') });
  expect(await withoutBoss.count()).toBeGreaterThan(0);
  await expect(withoutBoss.first()).toBeHidden();

  await page.getByRole('checkbox', { name: 'Hide what is done' }).check();
  await expect(mossMother).toBeHidden();
  await expect(grotto.locator('[data-progress-entry^="bosses/"]:not([data-done])').first()).toBeVisible();
  await page.getByRole('radio', { name: 'All kinds' }).check();
  await page.getByRole('checkbox', { name: 'Hide what is done' }).uncheck();
  await expect(mossMother).toBeVisible();
  await expect(grotto.locator('[data-progress-entry="zones/moss-grotto"]')).toBeVisible();
});

test('before the script runs the filters are disabled, and without it the areas still fold and unfold', async ({ page, browser }) => {
  await page.route(/\/assets\/client-.*\.js$/, (route) => route.abort());
  await page.goto('/progress');
  await expect(page.locator('input[data-show-kind]').first()).toBeDisabled();
  await expect(page.locator('input[data-hide-done]')).toBeDisabled();
  await expect(page.locator('input[data-reach-only]')).toBeDisabled();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/progress');
  const grotto = area(bare, 'moss-grotto');
  // The boss's own link (the journal's Moss Mother entry is in the same area, under the same name).
  const link = grotto.locator('a[href="/guides/boss/moss-mother"]');
  await expect(link).toBeHidden();
  await grotto.locator('summary').click();
  await expect(link).toBeVisible();
  // Nothing of the companion shows: no bars, no ticks.
  await expect(bare.locator('main progress:visible')).toHaveCount(0);
  await expect(bare.getByRole('checkbox')).toHaveCount(0);
  // The map draws no count without a script.
  await bare.goto('/guides/map');
  await expect(bare.locator('.map-left').first()).toBeHidden();
  await context.close();
});

test('on the map each area shows how much of it is not ticked yet', async ({ page, visit }) => {
  await remember(page, { bosses: ['moss-mother'], zones: ['moss-grotto'] });
  await visit('/guides/map');
  const grotto = page.locator('svg g[data-zone="moss-grotto"]');
  const entries = ((await grotto.getAttribute('data-entries')) ?? '').split(' ');
  expect(entries).toContain('zones/moss-grotto');
  expect(entries).toContain('bosses/moss-mother');
  const left = String(entries.length - 2);
  await expect(grotto.locator('.map-left')).toBeVisible();
  await expect(grotto.locator('.map-left text')).toHaveText(left);
  await expect(grotto.getByRole('link', { name: `${glossary.zones['moss-grotto']}: ${left} left to tick` })).toBeVisible();
  // The same count as /progress has for that area, of the kinds the map counts (wishes are on /progress only).
  await visit('/progress');
  const rows = area(page, 'moss-grotto').locator('[data-progress-entry]:not([data-done])');
  await expect(rows.first()).toBeAttached();
  const notDone = await rows.evaluateAll((list) => list.map((r) => (r as HTMLElement).dataset.progressEntry!));
  expect(notDone.filter((key) => entries.includes(key))).toHaveLength(Number(left));
});
