import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUT } from './timeouts.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Tests run inside workerd against the real worker of wrangler.toml.
export default defineConfig({
  root,
  plugins: [cloudflareTest({ wrangler: { configPath: `${root}wrangler.toml` } })],
  test: {
    testTimeout: TEST_TIMEOUT,
    // The worker logs what the tests provoke on purpose (404s, hostile paths, an empty SITE_URL):
    // hundreds of lines. A failing test's logs are printed with it; `--silent=false` shows them all.
    silent: 'passed-only',
    include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx', 'tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
  },
});
