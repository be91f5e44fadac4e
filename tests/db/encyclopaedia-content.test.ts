// Editorial rules for the bundled encyclopaedia, which feeds the offline site and supabase/seed.sql.
import { describe, expect, it } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const { bosses: BOSS_RECORDS, items: ITEM_RECORDS, trailers: TRAILER_RECORDS, zones: ZONE_RECORDS } = BUNDLED;
import { LANGS } from '../../shared/languages.ts';
import { isSlug } from '../../shared/slug.ts';

const COLLECTIONS = { bosses: BOSS_RECORDS, zones: ZONE_RECORDS, items: ITEM_RECORDS, trailers: TRAILER_RECORDS };
const slugs = (records: readonly { slug: string }[]) => new Set(records.map((r) => r.slug));

describe('encyclopaedia records of content/data and content/locales', () => {
  it('holds at least 40 bosses, 25 areas, 60 items and 5 trailers', () => {
    expect(BOSS_RECORDS.length).toBeGreaterThanOrEqual(40);
    expect(ZONE_RECORDS.length).toBeGreaterThanOrEqual(25);
    expect(ITEM_RECORDS.length).toBeGreaterThanOrEqual(60);
    expect(TRAILER_RECORDS.length).toBeGreaterThanOrEqual(5);
  });

  it.each(Object.entries(COLLECTIONS))('%s: unique slugs, web sources, distinct ids, newest first in list order', (_name, records) => {
    expect(slugs(records).size).toBe(records.length);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) {
      expect(isSlug(r.slug)).toBe(true);
      expect(r.sources.length, r.slug).toBeGreaterThanOrEqual(1);
      for (const s of r.sources) expect(['https:', 'http:']).toContain(new URL(s).protocol);
    }
    const times = records.map((r) => Date.parse(r.created_at!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('links only to entries that exist', () => {
    const zones = slugs(ZONE_RECORDS);
    const bosses = slugs(BOSS_RECORDS);
    const items = slugs(ITEM_RECORDS);
    for (const z of ZONE_RECORDS) for (const c of z.connects) expect(zones.has(c), `${z.slug} -> ${c}`).toBe(true);
    for (const b of BOSS_RECORDS) {
      if (b.zone) expect(zones.has(b.zone), `${b.slug} -> ${b.zone}`).toBe(true);
      for (const d of b.drops) expect(items.has(d), `${b.slug} -> ${d}`).toBe(true);
    }
    for (const i of ITEM_RECORDS) {
      if (i.zone) expect(zones.has(i.zone), `${i.slug} -> ${i.zone}`).toBe(true);
      if (i.boss) expect(bosses.has(i.boss), `${i.slug} -> ${i.boss}`).toBe(true);
    }
  });

  it('places areas on the map without overlap: one holds another whole or not at all, and keeps its top-left cell for its name', () => {
    const placed = ZONE_RECORDS.flatMap((z) => (z.map_x != null && z.map_y != null ? [{ slug: z.slug, x: z.map_x, y: z.map_y, w: z.map_w, h: z.map_h }] : []));
    type Cells = (typeof placed)[number];
    const within = (a: Cells, b: Cells) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
    const apart = (a: Cells, b: Cells) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
    for (const a of placed) {
      for (const b of placed) if (a !== b) expect(apart(a, b) || within(a, b) || within(b, a), `${a.slug} / ${b.slug}`).toBe(true);
      const corner = { slug: '', x: a.x, y: a.y, w: 1, h: 1 };
      if (placed.some((b) => b !== a && within(b, a))) expect(placed.filter((b) => b !== a && !apart(b, corner)).map((b) => b.slug), a.slug).toEqual([]);
    }
  });

  it('has a trailer video id for every trailer and real dates', () => {
    for (const t of TRAILER_RECORDS) {
      expect(t.video_id).toMatch(/^[\w-]{11}$/);
      expect(new Date(t.date).getUTCFullYear()).toBeGreaterThanOrEqual(2019);
    }
  });

  it.each(Object.entries(COLLECTIONS))('%s: every entry has its English text, and a name in every language that has texts', (_name, records) => {
    for (const r of records) {
      expect(r.translations.en, r.slug).toBeDefined();
      for (const lang of LANGS) {
        const t = r.translations[lang] as Record<string, unknown> | undefined;
        if (t) expect(String(t.name ?? t.title).trim(), `${r.slug} [${lang}]`).not.toBe('');
      }
    }
  });
});
