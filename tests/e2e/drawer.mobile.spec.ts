import { expect, test } from './fixtures.ts';

test.afterEach(({ errors }) => expect(errors).toEqual([]));

test('opens the drawer as a modal dialog, keeps focus inside, closes on Escape and on navigation', async ({ page, visit }) => {
  await visit('/');
  const open = page.getByRole('button', { name: 'Menu', exact: true });
  const drawer = page.locator('dialog#site-drawer');
  await expect(page.locator('header nav[aria-label="Main navigation"]').first()).toBeHidden();
  await open.click();
  await expect(drawer).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveClass(/scroll-locked/);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => {
      const a = document.activeElement;
      return !a || a === document.body || !!a.closest('dialog#site-drawer');
    });
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);

  await open.click();
  await expect(drawer.getByRole('link', { name: 'Getting Started' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Getting Started' }).click();
  await expect(page).toHaveURL(/\/guides\/getting-started$/);
  await expect(page.locator('dialog#site-drawer')).toBeHidden();
});

test('searches from the drawer', async ({ page, visit }) => {
  await visit('/ru');
  await page.locator('[data-drawer-open]').click();
  await page.locator('#drawer-q').fill('Хорнет');
  await page.locator('#drawer-q').press('Enter');
  await expect(page).toHaveURL(/\/ru\/search\?q=%D0%A5/);
});

test('closes the drawer with its close button', async ({ page, visit }) => {
  await visit('/ja/news');
  await page.locator('[data-drawer-open]').click();
  await page.locator('[data-drawer-close]').click();
  await expect(page.locator('dialog#site-drawer')).toBeHidden();
});
