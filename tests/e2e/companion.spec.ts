import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, remember, test } from './fixtures.ts';

// The spoiler level and progress live in the browser only: these tests drive them as a player would.

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8')) as unknown;
const bosses = json('data/bosses.json') as { slug: string; act: number | null }[];
const zones = json('data/zones.json') as { slug: string; act: number | null }[];
const glossary = json('locales/en/glossary.json') as Record<'bosses' | 'zones', Record<string, string>>;
const namesOfAct = (rows: { slug: string; act: number | null }[], kind: 'bosses' | 'zones', act: number) =>
  rows.filter((r) => r.act === act).map((r) => glossary[kind][r.slug]!);
const ACT3_BOSSES = namesOfAct(bosses, 'bosses', 3);
const ACT3_ZONES = namesOfAct(zones, 'zones', 3);

const visibleText = (page: Page) => page.locator('main').innerText();

test('with Act 1 chosen, no Act 3 name paints on the boss hub, in search results or on the map page, even before any script runs', async ({ page }) => {
  expect(ACT3_BOSSES.length).toBeGreaterThan(3);
  await remember(page, { spoiler: 1 });
  // No client script at all: only the head's early script and the stylesheet stand between a name and the screen.
  await page.route(/\/assets\/client-.*\.js$/, (route) => route.abort());
  for (const path of ['/guides/boss', '/search?q=boss', '/guides/map']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', '1');
    const text = await visibleText(page);
    for (const name of [...ACT3_BOSSES, ...ACT3_ZONES]) expect(text, `${path}: ${name}`).not.toContain(name);
    await expect(page.getByRole('button', { name: 'Act 3 — show' }).first()).toBeVisible();
  }
});

test('on the map an area beyond the level is left out unless the visitor has been there', async ({ page, visit }) => {
  const placed = (zones as { slug: string; act: number | null; map_x?: number | null }[]).find((z) => z.act === 3 && z.map_x != null)!;
  await remember(page, { spoiler: 1 });
  await visit('/guides/map');
  const area = page.locator(`svg g[data-zone="${placed.slug}"]`);
  await expect(area).toBeHidden();
  await visit(`/guides/map/${placed.slug}`);
  await page.locator('main').getByRole('button', { name: 'Act 3 — show' }).first().click();
  await page.getByRole('checkbox', { name: 'Visited' }).check();
  await visit('/guides/map');
  await expect(area).toBeVisible();
  await expect(area.getByRole('link', { name: glossary.zones[placed.slug] })).toBeVisible();
});

test('a hidden name is revealed one at a time; choosing Everything shows them all', async ({ page, visit }) => {
  await remember(page, { spoiler: 1 });
  await visit('/guides/boss');
  const covers = page.locator('main').getByRole('button', { name: 'Act 3 — show' });
  const before = await covers.count();
  expect(before).toBeGreaterThan(1);
  await covers.first().click();
  await expect(covers).toHaveCount(before - 1);
  const text = await visibleText(page);
  expect(ACT3_BOSSES.filter((n) => text.includes(n)).length).toBe(1);

  await page.locator('summary[aria-label="Spoiler level"]').click();
  await page.locator('#spoiler-level').selectOption('all');
  await expect(page.locator('html')).not.toHaveAttribute('data-spoiler', /./);
  for (const name of ACT3_BOSSES.slice(0, 3)) expect(await visibleText(page)).toContain(name);
  // The choice is kept: another page opens at Everything too.
  await visit('/guides/map');
  await expect(page.locator('html')).not.toHaveAttribute('data-spoiler', /./);
});

test("a later act's row in a hub is hidden with its name, and shown whole when its name is revealed", async ({ page, visit }) => {
  const journal = json('data/journal.json') as { slug: string; act: number | null; zones?: string[] }[];
  const actOf = new Map(zones.map((z) => [z.slug, z.act ?? 1]));
  // An Act 2 enemy found in an Act 2 area: that area's link has no cover of its own in the row.
  const enemy = journal.find((e) => e.act === 2 && (e.zones ?? []).some((z) => actOf.get(z) === 2))!;
  const area = glossary.zones[(enemy.zones ?? []).find((z) => actOf.get(z) === 2)!]!;
  await remember(page, { spoiler: 1 });
  await visit('/guides/journal');
  const row = page.locator(`tr[data-progress-entry="journal/${enemy.slug}"]`);
  // Its box too: its label names the enemy.
  const box = row.locator(`input[data-progress="journal/${enemy.slug}"]`);
  await expect(row.getByRole('link', { name: area })).toBeHidden();
  await expect(box).toBeHidden();
  await row.getByRole('button', { name: 'Act 2 — show' }).click();
  await expect(row.getByRole('link', { name: area })).toBeVisible();
  await expect(box).toBeVisible();
});

test('the spoiler level chosen in the header hides later acts at once and is kept across pages', async ({ page, visit }) => {
  await visit('/de/guides/boss');
  await page.locator('summary[aria-label="Spoiler-Stufe"]').click();
  await page.locator('#spoiler-level').selectOption('2');
  await expect(page.locator('html')).toHaveAttribute('data-spoiler', '2');
  expect(await visibleText(page)).not.toContain(ACT3_BOSSES[0]);
  await visit('/de/progress');
  await expect(page.locator('#spoiler-level-page')).toHaveValue('2');
});

test('a boss ticked as defeated stays ticked after a reload and is counted on its hub', async ({ page, visit }) => {
  await visit('/guides/boss/lace');
  const box = page.getByRole('checkbox', { name: 'Defeated' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('checkbox', { name: 'Defeated' })).toBeChecked();

  await visit('/guides/boss');
  await expect(page.getByRole('checkbox', { name: 'Defeated: Lace' })).toBeChecked();
  await expect(page.locator('main output[data-progress-count]:visible').first()).toHaveText(/^1 of \d+$/);
  // The filter's own count: Lace is rated medium.
  await visit('/guides/boss?difficulty=medium');
  await expect(page.locator('main output[data-progress-count]:visible').nth(1)).toHaveText(/^1 of \d+$/);
});

test('an area page lists what is still missing there, and a ticked boss leaves the list', async ({ page, visit }) => {
  await visit('/guides/map/deep-docks');
  const missing = page.locator('section[aria-labelledby="missing-here"]');
  const lace = missing.getByRole('checkbox', { name: 'Defeated: Lace' });
  await expect(lace).toBeVisible();
  await lace.check();
  await expect(lace).toBeHidden();
  // /progress keeps the row, ticked, until what is done is hidden.
  await visit('/progress');
  await expect(page.locator('[data-progress-entry="bosses/lace"]')).toHaveAttribute('data-done', '');
  await expect(page.locator('[data-progress-entry="bosses/moss-mother"]')).not.toHaveAttribute('data-done');
  await page.getByRole('checkbox', { name: 'Hide what is done' }).check();
  await expect(page.locator('[data-progress-entry="bosses/lace"]')).toHaveAttribute('hidden', '');
  await expect(page.locator('[data-progress-entry="bosses/moss-mother"]')).not.toHaveAttribute('hidden');
});

test('progress exported to a file and imported into a fresh browser profile is restored', async ({ page, visit, browser }) => {
  await remember(page, { spoiler: 2, bosses: ['lace', 'moss-mother'] });
  await visit('/progress');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = await (await download).path();
  await expect(page.getByRole('status').filter({ hasText: 'saved as a file' })).toBeVisible();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/es/progress');
  await hydrated(other);
  await other.locator('input[data-import]').setInputFiles(file);
  await expect(other.locator('[data-save-status]')).toContainText('2');
  await expect(other.locator('#spoiler-level-page')).toHaveValue('2');
  await other.goto('/es/guides/boss/lace');
  await hydrated(other);
  await expect(other.locator('input[data-progress="bosses/lace"]')).toBeChecked();
  await fresh.close();
});

test('a file that is not a progress file changes nothing and says why; reset asks first', async ({ page, visit }) => {
  await remember(page, { bosses: ['lace'] });
  await visit('/progress');
  const input = page.locator('input[data-import]');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
  await expect(page.locator('[data-save-status]')).toHaveText('This file could not be read. Nothing was changed.');
  await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"bosses":["x"]}') });
  await expect(page.locator('[data-save-status]')).toHaveText('This is not a progress file from this site. Nothing was changed.');
  const lace = page.locator('input[data-progress="bosses/lace"]');
  await expect(lace).toBeChecked();

  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await expect(lace).toBeChecked();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Reset progress' }).click();
  await expect(page.locator('[data-save-status]')).toHaveText('Your progress was reset.');
  await expect(lace).not.toBeChecked();
});

test('without JavaScript everything shows, with its act, and no companion control', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/guides/boss');
  const text = await page.locator('main').innerText();
  for (const name of ACT3_BOSSES) expect(text).toContain(name);
  await expect(page.getByRole('button', { name: 'Act 3 — show' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.locator('summary[aria-label="Spoiler level"]')).toBeHidden();
  await expect(page.getByRole('region', { name: 'How far have you played?' })).toBeHidden();
  await context.close();
});
