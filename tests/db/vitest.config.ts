import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Plain Node (not workerd): these tests start a real PostgreSQL and read files from disk.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/db/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
