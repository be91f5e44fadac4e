import { expect, test } from './fixtures.ts';

// On a phone every tick and control of /progress has at least 44 by 44 px to tap (its label's padding, not a bigger box).
test('every tick and control on /progress is at least 44 px square to tap', async ({ page, visit }) => {
  await visit('/progress');
  await expect(page.locator('input[data-hide-done]')).toBeEnabled();
  // Two areas open, so their ticks are measured too.
  for (const i of [0, 1]) await page.locator('details[data-area] > summary').nth(i).click();
  const small = await page.locator('main').evaluate((main) => {
    const controls = main.querySelectorAll<HTMLElement>('input, button, select, summary, a.btn, label.btn');
    return [...controls].flatMap((c) => {
      // An input is tapped through its label.
      const target = (c instanceof HTMLInputElement && c.closest('label')) || c;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(target).visibility === 'hidden') return [];
      return box.width < 44 || box.height < 44 ? [`${target.outerHTML.slice(0, 90)} ${Math.round(box.width)}x${Math.round(box.height)}`] : [];
    });
  });
  expect(small).toEqual([]);
  // The ticks themselves stay the usual size.
  const tick = await page.locator('.tick > input').first().boundingBox();
  expect(tick!.width).toBeLessThan(24);
});
