import { expect, hydrated, test } from './fixtures.ts';

test.afterEach(({ errors }) => expect(errors).toEqual([]));

test('navigates with the main menu and its dropdown', async ({ page, visit, scripts }) => {
  await visit('/');
  expect(scripts.some((s) => /^\/assets\/client-.+\.js$/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/chunks\/header\.client-.+\.js$/.test(s))).toBe(true);
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  await nav.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/guides\/map$/);

  // The release date is the game's information now, in its menu.
  await nav.getByText('The Game').click();
  await nav.getByRole('link', { name: 'Release Date' }).click();
  await expect(page).toHaveURL(/\/release-date$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release Date');

  await nav.getByText('Guides').click();
  const overview = nav.getByRole('link', { name: 'Overview' });
  await expect(overview).toBeVisible();
  await nav.getByRole('link', { name: 'Bosses' }).click();
  await expect(page).toHaveURL(/\/guides\/boss$/);
});

test('opens dropdowns from the keyboard, closes on Escape and returns focus', async ({ page, visit }) => {
  await visit('/faq');
  const summary = page.locator('header nav details summary', { hasText: 'The Game' });
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(summary.locator('..')).toHaveAttribute('open', '');
  // A menu named for more than its page lists that page by its own name first.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('header nav').getByRole('link', { name: 'Platforms', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('header nav').getByRole('link', { name: 'Release Date' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(summary.locator('..')).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();

  await summary.click();
  await page.mouse.click(640, 700);
  await expect(summary.locator('..')).not.toHaveAttribute('open', '');
});

test('switches language and keeps the rest of the path', async ({ page, visit }) => {
  await visit('/guides/map');
  await page.getByRole('group').filter({ has: page.locator('summary[aria-label^="Language"]') }).locator('summary').click();
  await page.locator('header .menu').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/guides\/map$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await hydrated(page);
  await page.locator('summary[aria-label^="Sprache"]').click();
  await expect(page.locator('header .menu a[aria-current="true"]')).toHaveAttribute('lang', 'de');
  await page.locator('header .menu').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guides\/map$/);
});

test('switching language keeps the query, escaped: a search and a news page survive', async ({ page, visit }) => {
  await visit('/de/search?q=hornet%20%26%20%22silk%22%3Cb%3E');
  await page.locator('summary[aria-label^="Sprache"]').click();
  await page.locator('header .menu').getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/search\?q=hornet\+%26\+%22silk%22%3Cb%3E$/);
  await expect(page.locator('#search-q')).toHaveValue('hornet & "silk"<b>');

  await visit('/ja/news?page=2');
  await page.locator('footer').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/news\?page=2$/);
  await expect(page.locator('main [aria-current="page"]')).toHaveText('2');
});

test('expands search, submits a trimmed query in the current language and ignores a blank one', async ({ page, visit }) => {
  await visit('/fr/faq');
  await page.locator('summary[aria-label="Ouvrir la recherche"]').click();
  const input = page.locator('#header-q');
  await expect(input).toBeFocused();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await page.getByRole('button', { name: 'Fermer la recherche' }).click();
  await expect(input).toBeHidden();
  await page.locator('summary[aria-label="Ouvrir la recherche"]').click();
  await input.fill('  Hornet & soie  ');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/fr\/search\?q=Hornet\+%26\+soie$/);
});

test('search still works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es');
  await page.locator('summary[aria-label="Abrir búsqueda"]').click();
  await page.locator('#header-q').fill('mapa');
  await page.locator('#header-q').press('Enter');
  await expect(page).toHaveURL(/\/es\/search\?q=mapa$/);
  await context.close();
});
