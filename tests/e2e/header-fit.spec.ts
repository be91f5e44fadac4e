import { DICTIONARIES } from '../../shared/i18n.ts';
import { LANGS } from '../../shared/languages.ts';
import { HEADER_LINKS } from '../../shared/links.ts';
import { localizedPath } from '../../shared/paths.ts';
import { expect, hydrated, test } from './fixtures.ts';

/** Lines each label of the header row takes, and how far the row overflows its box. */
function measure() {
  const row = document.querySelector<HTMLElement>('.site-header > div')!;
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  };
  const labels = [...row.querySelectorAll('nav .nav-link, .logo-link > span:not([aria-hidden])')].map((el) => ({ text: el.textContent!, lines: lines(el) }));
  const box = row.getBoundingClientRect();
  const padding = parseFloat(getComputedStyle(row).paddingRight);
  const overflow = Math.round(Math.max(0, ...[...row.children].map((c) => c.getBoundingClientRect().right - (box.right - padding))));
  return { labels, overflow, scroll: row.scrollWidth - row.clientWidth, page: document.documentElement.scrollWidth - innerWidth };
}

// The header row holds on one line in every language (German is the longest) at common desktop
// widths; below 1280 px the drawer takes the menu.
test('the header fits on one line at 1280, 1366, 1440 and 1920 px in every language', async ({ page }) => {
  test.setTimeout(300_000);
  for (const width of [1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const lang of LANGS) {
      await page.goto(localizedPath(lang, '/faq'));
      const where = `${lang} at ${width} px`;
      await expect(page.locator('header nav').first(), where).toBeVisible();
      await expect(page.locator('[data-drawer-open]'), where).toBeHidden();
      const m = await page.evaluate(measure);
      expect(m.labels.filter((l) => l.lines !== 1), where).toEqual([]);
      expect(m.labels.length, where).toBe(8);
      expect([m.overflow, m.scroll, m.page], where).toEqual([0, 0, 0]);
    }
  }
});

test('below 1280 px the menu moves to the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1279, height: 800 });
  await page.goto('/de/faq');
  await expect(page.locator('header nav').first()).toBeHidden();
  await expect(page.locator('[data-drawer-open]')).toBeVisible();
  const m = await page.evaluate(measure);
  expect([m.overflow, m.scroll, m.page]).toEqual([0, 0, 0]);
});

// The forum, social network and wiki links: in the row from 1536 px, in one menu from 1280 px, in the
// drawer below; at every width one click on a visible header control at most shows all three.
test('the outbound links are reachable at every width', async ({ page }) => {
  test.setTimeout(300_000);
  const urls = HEADER_LINKS.map((l) => l.url).sort();
  const shown = () =>
    page.locator('header a[target=_blank]').evaluateAll((links) => links.filter((a) => a.checkVisibility()).map((a) => a.getAttribute('href')!).sort());
  for (const width of [390, 1024, 1279, 1280, 1400, 1535, 1536, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/de/faq');
    await hydrated(page);
    const where = `${width} px`;
    if ((await shown()).length === 0) {
      const opener = page.locator(`header summary[aria-label="${DICTIONARIES.de.header.outbound}"], header [data-drawer-open]`).filter({ visible: true });
      await expect(opener, where).toHaveCount(1);
      await opener.click();
    }
    await expect.poll(shown, { message: where }).toEqual(urls);
  }
});
