// `npm run content:export` against the PostgREST stand-in serving the bundled content: exporting what
// a project publishes reproduces the content folder, drafts kept.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentError, readContent, type Bundle } from '../../scripts/content.ts';
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

  it('writes nothing over local content the build would refuse (a broken file may hold drafts)', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'export-broken-'));
    try {
      cpSync(CONTENT_DIR, broken, { recursive: true });
      writeFileSync(join(broken, 'data/news.json'), '[{ "slug": ');
      const before = readFileSync(join(broken, 'data/bosses.json'), 'utf8');
      const client = createClient(postgrest.url, 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });
      await expect(exportContent(client, pathToFileURL(`${broken}/`))).rejects.toThrow(ContentError);
      expect(readFileSync(join(broken, 'data/news.json'), 'utf8')).toBe('[{ "slug": ');
      expect(readFileSync(join(broken, 'data/bosses.json'), 'utf8')).toBe(before);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
