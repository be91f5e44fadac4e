import { VIDEO_TIMEOUT_MS } from '../../app/islands/VideoEmbed.tsx';
import type { Locator, Page } from '@playwright/test';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { expect, test } from './fixtures.ts';

test.afterEach(({ errors }) => expect(errors).toEqual([]));

test('home: the countdown shows the wait is over, as rendered by the server', async ({ page, visit }) => {
  await visit('/');
  const countdown = page.locator('.countdown');
  await expect(countdown).toHaveAttribute('data-state', 'finished');
  await expect(countdown).toContainText('The wait is over!');
});

test('countdown ticks every second and finishes at the target', async ({ page, visit }) => {
  // The page's clock stands still from before the visit, so the visit may take any time: a clock
  // left running would pass 15:59:55 during a slow visit, and pausing there would mean going back.
  // (Pausing in the blank page before the visit moves its clock forward from the install time, so
  // that starts an hour earlier: no gap between the two calls can reach it.)
  await page.clock.install({ time: new Date('2025-09-03T15:00:00Z') });
  await page.clock.pauseAt(new Date('2025-09-03T15:59:00Z'));
  await visit('/de');
  const countdown = page.locator('.countdown');
  await expect(countdown).toHaveAttribute('data-state', 'running');
  await page.clock.pauseAt(new Date('2025-09-03T15:59:55Z'));
  await expect(countdown.locator('li').last()).toContainText('05');
  await expect(countdown.locator('li').first()).toContainText('Tage');
  await page.clock.runFor(1000);
  await expect(countdown.locator('li').last()).toContainText('04');
  await page.clock.runFor(5000);
  await expect(countdown).toHaveAttribute('data-state', 'finished');
  await expect(countdown).toContainText('Das Warten hat ein Ende!');
});

test('subscribe: success toast, input cleared, busy state ended', async ({ page, visit }) => {
  await visit('/');
  const form = page.locator('[data-newsletter-form]').first();
  const input = form.locator('input[type=email]');
  await input.fill('  hornet@pharloom.example  ');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.locator('.toast');
  await expect(toast).toContainText('Successfully subscribed!');
  await expect(toast).toContainText('Thank you for subscribing to our newsletter.');
  await expect(toast).toHaveAttribute('data-variant', 'default');
  await expect(input).toHaveValue('');
  await expect(form).toHaveAttribute('aria-busy', 'false');
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  // In Radix's labelled notifications region (F8 moves focus there); Radix also announces each
  // toast through a short-lived live region, too brief to assert on reliably.
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(region.locator('.toast').filter({ hasText: 'Successfully subscribed!' })).toHaveCount(1);
});

test('subscribe: server failure gives the destructive toast with the generic message', async ({ page, visit }) => {
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"subscribe_failed"}' }));
  await visit('/fr/preorder');
  const form = page.locator('#newsletter [data-newsletter-form]');
  await form.locator('input[type=email]').fill('hornet@pharloom.example');
  await form.locator('button[type=submit]').click();
  const toast = page.locator('.toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Échec de l’inscription');
  await expect(toast).toContainText('L’inscription a échoué. Veuillez réessayer.');
  await expect(form.locator('input[type=email]')).toHaveValue('');
  await expect(form.locator('button[type=submit]')).toBeEnabled();
});

test('subscribe: an address the server rejects gives its message; a blank one is not sent', async ({ page, visit }) => {
  await visit('/preorder');
  const requests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/newsletter') && requests.push(r.method()));
  const form = page.locator('#newsletter [data-newsletter-form]');
  const input = form.locator('input[type=email]');
  await input.fill('   ');
  await form.locator('button[type=submit]').click();
  expect(requests).toEqual([]);
  await input.fill('hornet@pharloom');
  await form.locator('button[type=submit]').click();
  await expect(page.locator('.toast')).toContainText('Please enter a valid e-mail address.');
  await expect(page.locator('.toast')).toHaveAttribute('data-variant', 'destructive');
  expect(requests).toEqual(['POST']);
});

test('subscribe works without JavaScript and shows the outcome on the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/preorder');
  await page.locator('#newsletter input[type=email]').fill('sin-js@example.com');
  await page.locator('#newsletter button[type=submit]').click();
  await expect(page).toHaveURL(/\/es\/preorder\?newsletter=success&box=newsletter#newsletter$/);
  await expect(page.locator('#newsletter [role=status]')).toContainText('¡Suscripción completada!');
  await context.close();
});

test('React loads only on pages with a React island', async ({ page, visit }) => {
  const bytes = new Map<string, number>();
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') bytes.set(new URL(r.url()).pathname, (await r.body()).length);
  });
  const total = () => [...bytes.values()].reduce((a, b) => a + b, 0);
  await visit('/faq');
  await page.waitForLoadState('networkidle');
  expect([...bytes.keys()].some((s) => /countdown|newsletter|video|share/.test(s))).toBe(false);
  // The client entry, the header's chunk and the companion store they share (the entry names every island's chunk).
  // 7.0 KB measured with nine islands, the first-visit question in the header's chunk and a store that
  // adopts what a visitor did before the scripts ran; React itself is over 60 KB, which is what this guards.
  expect(total()).toBeLessThan(7.5 * 1024);
  bytes.clear();
  await visit('/');
  await page.waitForLoadState('networkidle');
  expect([...bytes.keys()].some((s) => s.includes('countdown.client'))).toBe(true);
  expect(total()).toBeGreaterThan(100 * 1024);
});

test('video: placeholder until near the viewport, then the frame with a spinner; player error shows the message', async ({ page, visit }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<script>parent.postMessage(JSON.stringify({event:"onError",info:150}),"*")</script>',
    }),
  );
  await visit('/');
  const box = page.locator('.video-box').first();
  await expect(box).toHaveAttribute('data-phase', 'waiting');
  const height = await box.locator('.video-placeholder').evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(200);
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-phase', 'error');
  await expect(box).toContainText('Video unavailable');
});

// A stand-in player that speaks the IFrame API handshake: it answers 'listening' with onReady.
/** The box waits for the player with its spinner, then, once the wait is over, gives up. */
async function waitOut(page: Page, box: Locator, phase: string): Promise<void> {
  await expect(box).toHaveAttribute('data-phase', 'loading');
  await page.clock.runFor(VIDEO_TIMEOUT_MS / 2);
  await expect(box.locator('.spinner')).toBeVisible();
  await expect.poll(async () => {
    await page.clock.runFor(500);
    return box.getAttribute('data-phase');
  }).toBe(phase);
}

const PLAYER = `<script>addEventListener('message', (e) => {
  if (JSON.parse(e.data).event === 'listening') parent.postMessage(JSON.stringify({ event: 'onReady', info: null }), '*');
})</script>`;

test('video: an unreachable video site gives the poster and the message after the wait', async ({ page, visit }) => {
  await page.clock.install();
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort('blockedbyclient'));
  await visit('/');
  const box = page.locator('section[aria-labelledby="trailer"] .video-box');
  await box.scrollIntoViewIfNeeded();
  await waitOut(page, box, 'stalled');
  await expect(box).toContainText('Video unavailable');
  await expect(box.locator('img.video-poster')).toBeVisible();
  await expect(box.locator('iframe')).toBeHidden();
  // The hero's background trailer keeps its poster too.
  await expect(page.locator('.video-bg img.video-poster')).toBeVisible();
});

test('video: a player that answers is ready; a slow one takes over after the wait', async ({ page, visit }) => {
  await page.clock.install();
  let release!: () => void;
  const siteBack = new Promise<void>((resolve) => (release = resolve));
  await page.route('https://www.youtube-nocookie.com/**', async (route) => {
    const background = new URL(route.request().url()).searchParams.get('controls') === '0';
    if (!background) await siteBack;
    await route.fulfill({ contentType: 'text/html', body: PLAYER });
  });
  await visit('/');
  await expect(page.locator('.video-bg')).toHaveAttribute('data-phase', 'ready');
  await expect(page.locator('.video-bg img.video-poster')).toHaveCount(0);

  const box = page.locator('section[aria-labelledby="trailer"] .video-box');
  await box.scrollIntoViewIfNeeded();
  await waitOut(page, box, 'stalled');
  await expect(box).toContainText('Video unavailable');
  release();
  await expect(box).toHaveAttribute('data-phase', 'ready');
  await expect(box.locator('iframe')).toBeVisible();
  await expect(box).not.toContainText('Video unavailable');
});

test('reduced motion keeps the hero a poster instead of the background video', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-client-loaded', 'true');
  await expect(page.locator('.video-bg .video-poster')).toBeVisible();
  await expect(page.locator('.video-bg iframe')).toHaveCount(0);
  await context.close();
});

test('share copies the article address when there is no share sheet', async ({ page, context, visit }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await visit('/news/meet-hornet');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied to the clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/news\/meet-hornet$/);
});

test('share uses the native share sheet when there is one; a failure is only logged', async ({ page, visit }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__shares', { value: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
      },
    });
  });
  await visit('/es/news/meet-hornet');
  await page.getByRole('button', { name: 'Compartir' }).click();
  const shares = () => page.evaluate(() => (window as unknown as { __shares: { url: string; title: string }[] }).__shares);
  await expect.poll(async () => (await shares()).length).toBe(1);
  const [shared] = await shares();
  expect(shared!.url).toMatch(/\/es\/news\/meet-hornet$/);
  expect(shared!.title.length).toBeGreaterThan(0);

  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', {
      value: async () => {
        throw new Error('denied');
      },
    }),
  );
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect.poll(() => warnings.some((w) => w.includes('share failed'))).toBe(true);
});

// An article in the lower half of the first news page: its cover is lazy (not the priority one).
const LAZY_COVER = BUNDLED.news.filter((n) => n.published && n.translations.en).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[8]!.cover!;

test('lazy images wait for the viewport, fade in, and show the error state when broken', async ({ page, visit, errors }) => {
  await page.route(`**${LAZY_COVER}`, (route) => route.fulfill({ status: 404, body: '' }));
  await visit('/news');
  const images = page.locator('.lazy-image');
  const last = images.last();
  await expect(last.locator('img.lazy-img')).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveClass(/is-loaded|is-error/);
  await expect(last.locator('img.lazy-img')).toHaveAttribute('src', /^\/images\/news\//);
  const broken = page.locator('.lazy-image', { has: page.locator(`img[data-src="${LAZY_COVER}"]`) });
  await broken.scrollIntoViewIfNeeded();
  await expect(broken).toHaveClass(/is-error/);
  await expect.poll(() => broken.locator('img').first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
  // The browser reports the deliberately broken image; nothing else may have failed.
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  errors.length = 0;
});

test('a priority cover that failed before the script ran still shows, in the error state', async ({ page, visit, errors }) => {
  let failed!: () => void;
  const coverFailed = new Promise<void>((resolve) => (failed = resolve));
  await page.route('**/images/news/meet-hornet.svg', async (route) => {
    await route.fulfill({ status: 404, body: '' });
    failed();
  });
  // The client entry waits until the cover has failed, as on a slow script and a fast 404.
  await page.route(/\/assets\/client-[^/]+\.js$/, async (route) => {
    await coverFailed;
    await route.continue();
  });
  await visit('/news/meet-hornet');
  const cover = page.locator('main .lazy-image').first();
  await expect(cover).toHaveClass(/is-error/);
  await expect.poll(() => cover.locator('img').evaluate((el) => getComputedStyle(el).opacity)).toBe('0.5');
  expect(await cover.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(42, 47, 58)');
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  errors.length = 0;
});

test('without JavaScript the priority cover and the lazy images show at once', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/news/meet-hornet');
  const cover = page.locator('main .lazy-image img.lazy-img');
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await page.goto('/guides');
  const lazy = page.locator('main .lazy-image').first();
  await expect(lazy.locator('img.lazy-img')).toBeHidden();
  await expect(lazy.locator('img.lazy-fallback')).toBeVisible();
  await context.close();
});

test('subscribe: the rate limit gives its own message', async ({ page, visit }) => {
  await page.route('**/api/newsletter', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"rate_limited"}' }));
  await visit('/ru/preorder');
  const form = page.locator('#newsletter [data-newsletter-form]');
  await form.locator('input[type=email]').fill('hornet@pharloom.example');
  await form.locator('button[type=submit]').click();
  await expect(page.locator('.toast')).toContainText('Не удалось подписаться');
  await expect(page.locator('.toast')).toContainText('Слишком много попыток. Подождите минуту и попробуйте снова.');
});
