import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Font families an operating system installs, and where: the site ships no web font, so a stack may
 * name only these (or generic families); anything else is a font nobody has.
 */
const SYSTEM_FONTS: Record<string, string> = {
  'Iowan Old Style': 'macOS, iOS',
  'Palatino': 'macOS, iOS',
  'Palatino Linotype': 'Windows',
  'P052': 'Linux (URW base fonts)',
  'URW Palladio L': 'Linux (older URW base fonts)',
  'Georgia': 'Windows, macOS',
  'Noto Serif': 'Android, ChromeOS, Linux',
  'Segoe UI': 'Windows',
  'Roboto': 'Android',
  'Noto Sans': 'Android, ChromeOS, Linux',
  'Hiragino Sans': 'macOS, iOS',
  'PingFang SC': 'macOS, iOS',
  'Microsoft YaHei': 'Windows',
};
const GENERIC = new Set(['serif', 'sans-serif', 'system-ui', '-apple-system', 'ui-serif', 'ui-sans-serif']);

const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));

test('headings and text ask only for fonts that systems have; no web font is loaded', async ({ page }) => {
  await page.goto('/faq');
  for (const selector of ['h1', 'h2', 'body']) {
    const stack = await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
    const unknown = families(stack).filter((f) => !GENERIC.has(f) && !(f in SYSTEM_FONTS));
    expect(unknown, `${selector}: ${stack}`).toEqual([]);
  }
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
});

/** How many lines `text` (inside `scope`) takes on screen. */
function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }
    throw new Error(`${text} not found`);
  }, text);
}

test('Japanese breaks between phrases, never inside a word, in a narrow table', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/ja/platforms');
  const table = page.locator('#pc-minimum');
  const cell = table.locator('th[scope=row]').first();
  expect(await cell.evaluate((el) => [getComputedStyle(el).lineBreak, getComputedStyle(el).wordBreak])).toEqual(['strict', 'auto-phrase']);
  for (const word of ['プロセッサー', 'グラフィック', 'バージョン', 'コントローラー']) {
    expect(await linesOf(table, word), word).toBe(1);
  }
});

test('Chinese rarity and difficulty badges never wrap inside their pill', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ['/zh/guides/items', '/zh/guides/boss']) {
    await page.goto(path);
    const badges = page.locator('main .badge');
    expect(await badges.count(), path).toBeGreaterThan(10);
    const wrapped = await badges.evaluateAll((els) =>
      els.filter((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size > 1;
      }).map((el) => el.textContent),
    );
    expect(wrapped, path).toEqual([]);
  }
});
