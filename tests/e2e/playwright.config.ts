import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../../scripts/free-port.ts';

// Workers inherit the runner's environment, so every process sees the same port.
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Tests wait for the state they need, never for a fixed time, and the waits are generous: on a loaded
  // machine (the Nu checker's Java beside a browser, on two cores) hydrating a page or showing a toast
  // took longer than Playwright's 5 s default. A test that passes does not wait any longer for it.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`, trace: 'retain-on-failure', actionTimeout: 30_000, navigationTimeout: 60_000,
    // Every page registers the service worker, which then downloads the build's scripts in the
    // background and sits between the page and page.route(). Only the offline tests, which are about
    // it, let it run (offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: '**/*.mobile.spec.ts' },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, testMatch: '**/*.mobile.spec.ts' },
  ],
  webServer: {
    // The real worker, with the files `npm run build` wrote, on an isolated state folder.
    command: `npx wrangler dev --port ${port} --ip 127.0.0.1 --inspector-port 0 --persist-to .wrangler/e2e-state-${port} --log-level warn`,
    url: `http://127.0.0.1:${port}/robots.txt`,
    env: { WRANGLER_SEND_METRICS: 'false' },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
