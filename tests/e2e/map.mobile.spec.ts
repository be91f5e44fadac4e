import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

// On a phone the map keeps its names legible: it scrolls sideways inside its own box, the page does not.
test('the map scrolls sideways in its box on a phone, with legible names and no accessibility violations', async ({ page, visit }) => {
  await visit('/ru/guides/map');
  const box = page.locator('#map ~ figure > div');
  const svg = box.locator('svg');
  const fit = await box.evaluate((b) => {
    const s = b.querySelector('svg')!;
    return {
      pageScrolls: document.documentElement.scrollWidth > innerWidth,
      boxScrolls: b.scrollWidth > b.clientWidth,
      // The names' size on screen: 16 units of the drawing, scaled to its width.
      nameSize: (16 * s.getBoundingClientRect().width) / s.viewBox.baseVal.width,
    };
  });
  expect(fit.pageScrolls).toBe(false);
  expect(fit.boxScrolls).toBe(true);
  expect(fit.nameSize).toBeGreaterThanOrEqual(12);
  // Scrolled to its end, the easternmost areas come into view.
  await box.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
  const east = await svg.locator('[data-zone="the-mist"] rect').first().boundingBox();
  expect(east!.x + east!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const { violations } = await new AxeBuilder({ page }).include('#map ~ figure').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
