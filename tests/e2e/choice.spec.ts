import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { COMPANION_KEY } from '../../shared/companion.ts';
import { expect, hydrated, remember, test } from './fixtures.ts';

// What a visitor chooses is never lost (a tick or a level chosen before the page's scripts run), and
// a first visit shows no later act until the visitor says how far they have played.

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../content/${path}`, import.meta.url), 'utf8')) as unknown;
const bosses = json('data/bosses.json') as { slug: string; act: number | null }[];
const glossary = json('locales/en/glossary.json') as Record<'bosses' | 'zones' | 'collectibles', Record<string, string>>;
const LATER_BOSSES = bosses.filter((b) => (b.act ?? 1) > 1);
const ACT3_BOSSES = bosses.filter((b) => b.act === 3).map((b) => glossary.bosses[b.slug]!);

/** Holds every script of the site until the returned function is called: a slow phone, where the visitor acts first. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { spoiler: unknown; done: { bosses: string[] } } | null, COMPANION_KEY);
const notHydrated = (page: Page) => expect(page.locator('body')).not.toHaveAttribute('data-client-loaded', 'true');
const question = (page: Page) => page.getByRole('region', { name: 'How far have you played?' });

test('a tick made before the scripts run is kept beside the saved ones, and counted', async ({ page }) => {
  await remember(page, { bosses: ['lace'] });
  const release = await holdScripts(page);
  await page.goto('/guides/boss', { waitUntil: 'commit' });
  const moss = page.getByRole('checkbox', { name: 'Defeated: Moss Mother' });
  await moss.check();
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(moss).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Defeated: Lace' })).toBeChecked();
  await expect(page.locator('main output[data-progress-count]:visible').first()).toHaveText(`2 of ${bosses.length}`);
  expect((await stored(page))?.done.bosses.sort()).toEqual(['lace', 'moss-mother']);
  await page.reload();
  await hydrated(page);
  await expect(moss).toBeChecked();
});

test('a spoiler level chosen in the header before the scripts run is kept, here and on the next page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/guides/boss', { waitUntil: 'commit' });
  await page.locator('summary[aria-label="Spoiler level"]').click();
  await page.locator('#spoiler-level').selectOption('1');
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(page.locator('#spoiler-level')).toHaveValue('1');
  await expect(page.locator('html')).toHaveAttribute('data-spoiler', '1');
  expect((await stored(page))?.spoiler).toBe(1);
  await page.goto('/guides/map');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-spoiler', '1');
  const text = await page.locator('main').innerText();
  for (const name of ACT3_BOSSES) expect(text).not.toContain(name);
});

test('a hidden name is revealed by its button before the scripts run', async ({ page }) => {
  await remember(page, { spoiler: 1 });
  const release = await holdScripts(page);
  await page.goto('/guides/boss', { waitUntil: 'commit' });
  const covers = page.locator('main').getByRole('button', { name: 'Act 3 — show' });
  await expect(covers.first()).toBeVisible();
  const before = await covers.count();
  await covers.first().click();
  await expect(covers).toHaveCount(before - 1);
  const text = await page.locator('main').innerText();
  expect(ACT3_BOSSES.filter((n) => text.includes(n)).length).toBe(1);
  await notHydrated(page);
  release();
});

test('at Act 1 a count counts what Act 1 shows and says how many later acts hold; the page asked for keeps its name', async ({ page, visit }) => {
  await remember(page, { spoiler: 1 });
  await visit('/guides/boss');
  const count = page.locator('main .progress-count').first();
  await expect(count).toContainText(`0 of ${bosses.length - LATER_BOSSES.length} and ${LATER_BOSSES.length} from later acts`);
  for (const [path, name] of [
    ['/guides/boss/lost-lace', glossary.bosses['lost-lace']!],
    ['/guides/collectibles/mask-shard-cogwork-core', glossary.collectibles['mask-shard-cogwork-core']!],
    ['/guides/map/the-citadel', glossary.zones['the-citadel']!],
  ] as const) {
    await visit(path);
    await expect(page.getByRole('heading', { level: 1, name }), path).toBeVisible();
    await expect(page.locator('nav[aria-label="Breadcrumb"] [aria-current="page"]'), path).toHaveText(name);
    // The rest of the entry waits behind its act, for a visitor who chose Act 1.
    await expect(page.locator('main .spoiler[data-subject] > .spoiler-cover').last(), path).toBeVisible();
  }
});

test.describe('a first visit', () => {
  test.use({ spoilerChosen: null });

  test('hides later acts as Act 1 would until the visitor answers, never the page they asked for', async ({ page, visit }) => {
    await visit('/guides/boss');
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', 'unchosen');
    await expect(question(page)).toBeVisible();
    const hub = await page.locator('main').innerText();
    for (const name of ACT3_BOSSES) expect(hub).not.toContain(name);
    await expect(page.locator('main .progress-count').first()).toContainText(`from later acts`);

    // The page asked for shows whole: its name, its description and its facts.
    await visit('/guides/boss/lost-lace');
    const heading = page.getByRole('heading', { level: 1, name: glossary.bosses['lost-lace'] });
    await expect(heading).toBeVisible();
    const entry = page.locator('main .spoiler[data-subject]').last();
    await expect(entry.locator(':scope > .spoiler-body')).toBeVisible();
    await expect(entry.locator(':scope > .spoiler-cover')).toBeHidden();

    await question(page).getByRole('button', { name: 'Act 2' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', '2');
    await expect(question(page)).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();
    // Now a choice: the Act 3 entry waits behind its act, its name still showing.
    await expect(heading).toBeVisible();
    await expect(entry.locator(':scope > .spoiler-cover')).toBeVisible();
    expect((await stored(page))?.spoiler).toBe(2);
    await visit('/guides/map');
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', '2');
    await expect(question(page)).toBeHidden();
  });

  test('"Not now" puts the question away for the visit and still hides later acts; "Hide nothing" shows them', async ({ page, visit }) => {
    await visit('/guides/boss');
    await question(page).getByRole('button', { name: 'Not now' }).click();
    await expect(question(page)).toBeHidden();
    await visit('/guides/map');
    await expect(question(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', 'unchosen');
    expect((await stored(page))?.spoiler ?? null).toBeNull();

    await page.locator('summary[aria-label="Spoiler level"]').click();
    await expect(page.locator('#spoiler-level')).toHaveValue('1');
    await page.locator('#spoiler-level').selectOption('all');
    await expect(page.locator('html')).not.toHaveAttribute('data-spoiler', /./);
    await visit('/guides/boss');
    const hub = await page.locator('main').innerText();
    for (const name of ACT3_BOSSES) expect(hub).toContain(name);
  });

  test('the question shows from the first paint but takes no answer before its script runs; a level chosen in the header meanwhile is kept', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/guides/boss', { waitUntil: 'commit' });
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('button', { name: 'Act 1' })).toBeDisabled();
    await page.locator('summary[aria-label="Spoiler level"]').click();
    await page.locator('#spoiler-level').selectOption('3');
    await notHydrated(page);
    release();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-spoiler', '3');
    await expect(question(page)).toBeHidden();
    await expect(page.locator('#spoiler-level')).toHaveValue('3');
  });

  test('its question is in every language', async ({ page, visit }) => {
    await visit('/ja/guides/boss');
    await expect(page.getByRole('region', { name: 'どこまでプレイしましたか？' })).toBeVisible();
    await expect(page.locator('[data-spoiler-choose="all"]')).toHaveText('何も隠さない');
  });
});
