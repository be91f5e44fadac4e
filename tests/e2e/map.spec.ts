import { expect, test } from './fixtures.ts';

// The map of Pharloom with a keyboard: every area is a link the Tab key reaches, in order, and focus
// shows a ring around it and its bosses and items in the map's panel.
test('every area on the map is reached with the Tab key and shows its ring and details while focused', async ({ page, visit }) => {
  await visit('/de/guides/map');
  const links = page.locator('svg[aria-labelledby="map-title"] a');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(20);
  // From whatever comes before the map, the first Tab lands on its first area.
  await links.first().focus();
  await page.keyboard.press('Shift+Tab');
  const reached: (string | null)[] = [];
  for (const _ of hrefs) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null));
    const group = page.locator('svg[aria-labelledby="map-title"] g[data-zone]:focus-within');
    await expect(group).toHaveCount(1);
    // The ring (the link's last shape) and the details (the group's last child) are shown only now.
    expect(await group.evaluate((g) => [getComputedStyle(g.querySelector('a > rect:last-of-type')!).visibility, getComputedStyle(g.lastElementChild!).visibility])).toEqual(['visible', 'visible']);
  }
  expect(reached).toEqual(hrefs);
  await page.keyboard.press('Tab');
  await expect(page.locator('svg[aria-labelledby="map-title"] g[data-zone]:focus-within')).toHaveCount(0);
  // Enter follows the link, as any link does.
  await links.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${hrefs[3]}$`));
});
