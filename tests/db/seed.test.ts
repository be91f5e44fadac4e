import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_PATH, seedSql } from '../../scripts/gen-seed.ts';

describe('supabase/seed.sql', () => {
  it('is what scripts/gen-seed.ts generates from content/ (run `npm run db:seed` if not)', () => {
    expect(readFileSync(SEED_PATH, 'utf8')).toBe(seedSql());
  });
});
