import { expect, test } from './fixtures.ts';

test.afterEach(({ errors }) => expect(errors).toEqual([]));

test('FAQ: the first question open, each toggling on its own, several open together', async ({ page, visit }) => {
  await visit('/faq');
  const items = page.locator('main details');
  await expect(items.first()).toHaveAttribute('open', '');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.first()).toHaveAttribute('open', '');
  await items.first().locator('summary').press('Enter');
  await expect(items.first()).not.toHaveAttribute('open', '');
  await expect(items.nth(1)).toHaveAttribute('open', '');
});

test('release date: both lists open by default and collapsible', async ({ page, visit }) => {
  await visit('/release-date');
  const lists = page.locator('main details[open]').filter({ has: page.locator('ul') });
  expect(await lists.count()).toBeGreaterThanOrEqual(2);
  await lists.first().locator('summary').click();
  await expect(page.locator('main details').first()).not.toHaveAttribute('open', '');
});

test('pre-order: the button stays disabled', async ({ page, visit }) => {
  await visit('/preorder');
  const button = page.getByRole('button', { name: 'Pre-orders open early 2025' });
  await expect(button).toBeDisabled();
});

test('hashed assets are cached for a year, immutably', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[type=module]').getAttribute('src');
  const css = await page.locator('link[rel=stylesheet]').getAttribute('href');
  for (const url of [src!, css!]) {
    const res = await request.get(url);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});
