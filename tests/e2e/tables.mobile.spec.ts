import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// The console targets and regional prices on a phone: nothing clipped or scrolled out of sight,
// each value shown beside its column's name, the column headers kept (visually hidden) and axe clean.
for (const path of ['/de/platforms', '/de/preorder', '/ja/platforms', '/preorder']) {
  test(`${path}: wide tables stack into readable rows at 390 px`, async ({ page, visit }) => {
    await visit(path);
    const tables = page.locator('main table');
    expect(await tables.count()).toBeGreaterThan(0);
    for (const table of await tables.all()) {
      const fit = await table.evaluate((t) => ({
        clipped: t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
        // Visible cells only: a visually hidden header row (1 px box) is for screen readers.
        outside: [...t.querySelectorAll('th, td')].filter((c) => {
          const r = c.getBoundingClientRect();
          const hidden = (c.closest('thead')?.getBoundingClientRect().width ?? Infinity) <= 1;
          return !hidden && (r.left < 0 || r.right > innerWidth);
        }).length,
      }));
      expect(fit).toEqual({ clipped: 0, outside: 0 });
    }
    const stacked = page.locator('main table.stack-table');
    await expect(stacked).toHaveCount(1);
    const columns = await stacked.locator('thead th').allTextContents();
    expect(columns.length).toBe(5);
    const labels = await stacked.locator('tbody td').evaluateAll((cells) => cells.map((c) => getComputedStyle(c, '::before').content));
    for (const [i, label] of labels.entries()) expect(label).toContain(`"${columns[1 + (i % 4)]}"`);
    await expect(stacked.getByRole('columnheader')).toHaveCount(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const { violations } = await new AxeBuilder({ page }).include('main table').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
}

// The encyclopaedia's hubs on a phone: every row readable, nothing cut at the right edge ("Schwierigke…").
for (const path of ['/de/guides/boss', '/de/guides/items', '/ja/guides/collectibles', '/fr/guides/map']) {
  test(`${path}: the hub's table fits 390 px, each value beside its column's name`, async ({ page, visit }) => {
    await visit(path);
    const table = page.locator('main table.stack-table');
    await expect(table).toHaveCount(1);
    const fit = await table.evaluate((t) => ({
      clipped: t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
      outside: [...t.querySelectorAll('th, td')].filter((c) => {
        const r = c.getBoundingClientRect();
        const hidden = (c.closest('thead')?.getBoundingClientRect().width ?? Infinity) <= 1;
        return !hidden && r.width > 0 && (r.left < 0 || r.right > innerWidth);
      }).length,
    }));
    expect(fit).toEqual({ clipped: 0, outside: 0 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
