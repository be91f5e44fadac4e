import { test as base, expect, type Page } from '@playwright/test';
import { COMPANION_KEY, type ChosenLevel } from '../../shared/companion.ts';

/** A saved companion state as the site writes it. */
export const companionState = (spoiler: ChosenLevel, bosses: string[] = [], zones: string[] = []) =>
  JSON.stringify({ format: COMPANION_KEY, version: 2, spoiler, done: { bosses, items: [], collectibles: [], zones } });

/**
 * The companion's saved state when a page first loads in a tab; later pages of the tab keep what the
 * test changed. Added after the fixture's own, so it replaces the level `spoilerChosen` wrote.
 */
export async function remember(page: Page, state: { spoiler?: ChosenLevel; bosses?: string[]; zones?: string[] }): Promise<void> {
  await page.addInitScript(([key, value]) => {
    if (sessionStorage.getItem('e2e-remembered')) return;
    localStorage.setItem(key!, value!);
    sessionStorage.setItem('e2e-remembered', '1');
  }, [COMPANION_KEY, companionState(state.spoiler === undefined ? 'all' : state.spoiler, state.bosses, state.zones)]);
}

/**
 * A page that records console errors and script requests, and waits for island hydration. Its
 * visitor has chosen "Everything" (`spoilerChosen`), as every visitor after their first visit has:
 * a test of the first visit itself sets `test.use({ spoilerChosen: null })`.
 */
export const test = base.extend<{ spoilerChosen: ChosenLevel; errors: string[]; scripts: string[]; visit: (path: string) => Promise<void> }>({
  spoilerChosen: ['all', { option: true }],
  page: async ({ page, spoilerChosen }, use) => {
    if (spoilerChosen !== null) {
      await page.addInitScript(([key, value]) => {
        try {
          if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
        } catch {
          // about:blank has no storage.
        }
      }, [COMPANION_KEY, companionState(spoilerChosen)]);
    }
    await use(page);
  },
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
