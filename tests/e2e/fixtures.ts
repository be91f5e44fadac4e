import { test as base, expect, type Page } from '@playwright/test';

/** A page that records console errors and script requests, and waits for island hydration. */
export const test = base.extend<{ errors: string[]; scripts: string[]; visit: (path: string) => Promise<void> }>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await use(errors);
  },
  scripts: async ({ page }, use) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await use(scripts);
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await hydrated(page);
    });
  },
});

export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-client-loaded', 'true');
}

export { expect };
