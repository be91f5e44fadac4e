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
