import { describe, expect, it } from 'vitest';
import { upcomingRelease } from '../../shared/expansions.ts';
import { patchNotes, patchViews } from '../../shared/patches.ts';
import { parseRowColumns, parseTranslation } from '../../shared/schema/entity.ts';
import { PATCH_SCHEMA, type PatchRow } from '../../shared/schema/patch.ts';

const row: PatchRow = {
  id: 'p1',
  slug: 'patch-1',
  date: '2025-09-09T00:00:00Z',
  version: '1.0.28470',
  beta: true,
  platforms: ['pc'],
  change_entries: ['bosses/moorwing bosses/sister-splinter', '', 'zones/the-slab'],
  sources: [],
  translations: [
    { language: 'en', title: 'Patch 1', summary: null, changes: ['Two bosses are easier.', 'Prices drop.', 'The cloak bug is fixed.'] },
    // A translation that left the second change out: its place stays, blank.
    { language: 'de', title: 'Patch 1', summary: null, changes: ['Zwei Bosse sind leichter.', '', 'Der Umhang-Fehler ist behoben.'] },
  ],
};

describe('patch schema', () => {
  it('keeps each change beside its entries: unusable references are left out, every item keeps its place', () => {
    const parsed = parseRowColumns(PATCH_SCHEMA, { ...row, change_entries: ['bosses/moorwing news/x Bosses/Lace items/', 42, 'zones/the-slab'], platforms: ['pc', 'n64'] });
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ change_entries: ['bosses/moorwing', '', 'zones/the-slab'], platforms: ['pc'] }) });
    const text = parseTranslation(PATCH_SCHEMA, { language: 'fr', title: 'Patch 1', summary: null, changes: ['a', null, 'c'] });
    expect(text).toEqual({ ok: true, value: expect.objectContaining({ changes: ['a', '', 'c'] }) });
  });
});

describe('patch views', () => {
  it('show on an entry only the changes that concern it, in the page language', () => {
    expect(patchNotes([row], 'de', 'zones', 'the-slab')).toEqual([
      { patch: 'patch-1', title: 'Patch 1', version: '1.0.28470', beta: true, date: row.date, text: 'Der Umhang-Fehler ist behoben.', lang: 'de' },
    ]);
    expect(patchNotes([row], 'de', 'bosses', 'sister-splinter').map((n) => n.text)).toEqual(['Zwei Bosse sind leichter.']);
    expect(patchNotes([row], 'de', 'bosses', 'lace')).toEqual([]);
  });

  it('link each change to the published entries it names, and skip a change a translation left blank', () => {
    const known = { bosses: new Map([['moorwing', { name: 'Moorschwinge', act: 1 as const }]]), items: new Map(), zones: new Map([['the-slab', { name: 'Der Brocken', act: null }]]) };
    const [view] = patchViews([row], 'de', known);
    expect(view!.changes).toEqual([
      { text: 'Zwei Bosse sind leichter.', entries: [{ kind: 'bosses', link: { slug: 'moorwing', name: 'Moorschwinge', act: 1 } }] },
      { text: 'Der Umhang-Fehler ist behoben.', entries: [{ kind: 'zones', link: { slug: 'the-slab', name: 'Der Brocken', act: null } }] },
    ]);
  });
});

describe('upcoming release', () => {
  it('is the soonest release date still ahead, and none while no date is announced', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(upcomingRelease([{ slug: 'sea-of-sorrow', release_date: null }], now)).toBeNull();
    expect(upcomingRelease([{ slug: 'past', release_date: '2026-01-01T00:00:00Z' }], now)).toBeNull();
    expect(
      upcomingRelease([{ slug: 'later', release_date: '2026-12-01T00:00:00Z' }, { slug: 'sooner', release_date: '2026-07-01T00:00:00Z' }], now),
    ).toEqual({ slug: 'sooner', date: '2026-07-01T00:00:00Z' });
  });
});
