// `npm run content:export` against the PostgREST stand-in serving the bundled content: exporting what
// a project publishes reproduces the content folder, drafts kept.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, readContent, type Bundle } from '../../scripts/content.ts';
import { exportContent } from '../../scripts/export-content.ts';
import { startFakePostgrest, type FakePostgrest } from '../../scripts/fake-postgrest.ts';

let postgrest: FakePostgrest;
let copy: string;

beforeAll(async () => {
  postgrest = await startFakePostgrest(0);
  copy = mkdtempSync(join(tmpdir(), 'export-'));
  cpSync(CONTENT_DIR, copy, { recursive: true });
});

afterAll(async () => {
  await postgrest?.stop();
  rmSync(copy, { recursive: true, force: true });
});

const bySlug = (bundle: Bundle) =>
  Object.fromEntries(Object.entries(bundle.collections).map(([id, records]) => [id, Object.fromEntries(records.map((r) => [r.slug, r]))]));

describe('content export', () => {
  it('writes every published row back into content/ unchanged, keeping local drafts', async () => {
    const client = createClient(postgrest.url, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });
    const summary = await exportContent(client, pathToFileURL(`${copy}/`));
    const before = readContent();
    const after = readContent(pathToFileURL(`${copy}/`));
    expect(bySlug(after)).toEqual(bySlug(before));
    expect(after.glossaries).toEqual(before.glossaries);
    expect(summary.written.bosses).toBe(before.collections.bosses.length);
    expect(summary.kept.news).toEqual(before.collections.news.filter((n) => !n.published).map((n) => n.slug));
    // The encyclopaedia keeps its order (newest created first), from which the bundle derives creation times.
    expect(after.collections.items.map((i) => i.slug)).toEqual(before.collections.items.map((i) => i.slug));
  });
});
