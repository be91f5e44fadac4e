import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { translate } from '../../shared/i18n.ts';
import { language } from '../../shared/languages.ts';
import { expect, hydrated, test } from './fixtures.ts';

// The service worker is blocked in every other spec (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const BUILD = (JSON.parse(readFileSync(new URL('../../dist/manifest.json', import.meta.url), 'utf8')) as { build: string }).build;

/** Waits until the service worker has installed (pages open at the time kept) and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** The addresses (path and query) in each of the origin's caches. */
function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      all[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
    }
    return all;
  });
}

const keptPages = async (page: Page) => Object.values(await cached(page)).flat().filter((a) => !a.startsWith('/assets/'));

test('a page opened before reads offline with its scripts; a page never opened says so in its language', async ({ page, context, visit }) => {
  await visit('/faq');
  await controlled(page);
  // One cache, of this build: the page that registered the worker was kept when it installed.
  const caches = await cached(page);
  expect(Object.keys(caches)).toEqual([`site-${BUILD}`]);
  expect(caches[`site-${BUILD}`]).toContain('/faq');

  await visit('/es/guides');
  await expect.poll(() => keptPages(page)).toContain('/es/guides');

  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.locator('h1')).toHaveText(translate('en', 'pages.faq.heading'));
  // The header island hydrated from the kept scripts.
  await hydrated(page);
  await page.reload();
  await expect(page.locator('h1')).toHaveText(translate('en', 'pages.faq.heading'));

  await page.goto('/es/guides');
  await expect(page.locator('h1')).toHaveText(translate('es', 'pages.guides.heading'));

  for (const [path, lang] of [['/de/news', 'de'], ['/news', 'en']] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language(lang).tag);
    await expect(page.locator('h1')).toHaveText(translate(lang, 'offline.title'));
    await expect(page.locator('main p').first()).toHaveText(translate(lang, 'offline.text'));
    // Styled by the kept stylesheet, at the address asked for, whose reload link tries that address again.
    expect(await page.evaluate(() => document.styleSheets[0]?.cssRules.length ?? 0)).toBeGreaterThan(100);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole('link', { name: translate(lang, 'common.tryAgain') })).toHaveAttribute('href', '');
  }

  await context.setOffline(false);
  await page.getByRole('link', { name: translate('en', 'common.tryAgain') }).click();
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText(translate('en', 'pages.news.heading'));
});

test('search results, form outcomes and the APIs are never kept', async ({ page, visit }) => {
  await visit('/');
  await controlled(page);
  await visit('/search?q=hornet');
  await visit('/ja/search?q=hornet');
  await visit('/faq?newsletter=success&box=newsletter');
  await page.goto('/api/newsletter');
  expect(await page.evaluate(async () => (await fetch('/api/newsletter')).status)).toBe(405);
  // Kept after all of them: once it is there, they have had their chance to be.
  await visit('/community');
  await expect.poll(() => keptPages(page)).toContain('/community');
  const kept = await keptPages(page);
  expect(kept.filter((a) => /search|newsletter|\/api\//.test(a))).toEqual([]);
  expect(kept).toEqual(['/', '/community']);
});
