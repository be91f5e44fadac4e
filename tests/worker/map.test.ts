import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { translate, type Key } from '../../shared/i18n.ts';
import type { Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { Doc, html } from './fetch.ts';
import { fakeSupabase, freshOrigin, noRow, pgrst, visit } from './postgrest.ts';

const { bosses: BOSSES, items: ITEMS, zones: ZONES } = BUNDLED;
const PLACED = ZONES.filter((z) => z.map_x != null && z.map_y != null);
const UNPLACED = ZONES.filter((z) => z.map_x == null);
const t = (lang: Lang, key: string, vars?: Record<string, string>) => translate(lang, key as Key, vars);

afterEach(() => vi.restoreAllMocks());

/** The page's first inline SVG whose opening tag matches `open`, as its own document. */
function svg(doc: Doc, open: RegExp): Doc {
  const start = doc.html.search(open);
  expect(start, String(open)).toBeGreaterThan(-1);
  return new Doc(doc.html.slice(start, doc.html.indexOf('</svg>', start)));
}
const hubMap = (doc: Doc) => svg(doc, /<svg [^>]*aria-labelledby="map-title"/);
const place = (doc: Doc) => svg(doc, /<svg [^>]*role="img"/);

describe('the map of Pharloom (bundled records)', () => {
  it('draws every placed area as a linked group with its act, and lists the others without drawing them', async () => {
    expect(PLACED.length).toBeGreaterThan(20);
    expect(UNPLACED.length).toBeGreaterThan(0);
    for (const lang of ['en', 'de', 'ja'] as const) {
      const { doc } = await html(localizedPath(lang, '/guides/map'));
      const map = hubMap(doc);
      expect(map.text('title')).toEqual([t(lang, 'encyclopaedia.map.title')]);
      const groups = new Map(map.tags('g').filter((g) => g['data-zone']).map((g) => [g['data-zone'], g]));
      expect([...groups.keys()].sort()).toEqual(PLACED.map((z) => z.slug).sort());
      for (const z of PLACED) expect(groups.get(z.slug)!['data-act'], z.slug).toBe(z.act == null ? undefined : String(z.act));
      const links = map.tags('a').map((a) => a.href);
      expect(links.sort()).toEqual(PLACED.map((z) => localizedPath(lang, `/guides/map/${z.slug}`)).sort());
      // Each link is named by the area's name in the page's language.
      const named = new Map(map.tags('a').map((a) => [a.href, a['aria-label']]));
      for (const z of PLACED) expect(named.get(localizedPath(lang, `/guides/map/${z.slug}`)), z.slug).toBe((z.translations[lang] ?? z.translations.en!).name);
      // The unplaced are named below the map, linked, and nowhere inside it.
      const hrefs = doc.tags('a').map((a) => a.href);
      for (const z of UNPLACED) {
        expect(map.html, z.slug).not.toContain(`/guides/map/${z.slug}"`);
        expect(hrefs, z.slug).toContain(localizedPath(lang, `/guides/map/${z.slug}`));
      }
      expect(doc.text('p')).toContain(t(lang, 'encyclopaedia.map.schematic'));
    }
  });

  it('draws each connection between two placed areas once, as a line carrying the later act', async () => {
    const act = new Map(ZONES.map((z) => [z.slug, z.act ?? null]));
    const pairs = new Set(PLACED.flatMap((z) => z.connects.filter((c) => PLACED.some((p) => p.slug === c)).map((c) => [z.slug, c].sort().join(' '))));
    const { doc } = await html('/guides/map');
    const lines = hubMap(doc).tags('line');
    expect(lines.length).toBe(pairs.size);
    const expected = [...pairs].map((p) => Math.max(...p.split(' ').map((s) => act.get(s) ?? 0))).sort();
    expect(lines.map((l) => Number(l['data-act'] ?? 0)).sort()).toEqual(expected);
  });

  it('lists each area’s bosses and items beside the map and in the full list, linked', async () => {
    const zone = ZONES.find((z) => z.slug === 'the-marrow')!;
    const bosses = BOSSES.filter((b) => b.zone === zone.slug);
    const items = ITEMS.filter((i) => i.zone === zone.slug);
    expect(bosses.length * items.length).toBeGreaterThan(0);
    const { doc } = await html('/fr/guides/map');
    // On hover or focus: in the area's own group, hidden from assistive technology, which gets the list.
    const group = doc.html.match(new RegExp(`<g data-zone="${zone.slug}"[\\s\\S]*?</g></g>`))![0];
    expect(group).toContain('aria-hidden="true"');
    for (const b of bosses) expect(group).toContain(b.translations.fr?.name ?? b.translations.en!.name);
    const hrefs = doc.tags('a').map((a) => a.href);
    for (const b of bosses) expect(hrefs).toContain(`/fr/guides/boss/${b.slug}`);
    for (const i of items) expect(hrefs).toContain(`/fr/guides/items/${i.slug}`);
    expect(doc.text('th')).toEqual(expect.arrayContaining([t('fr', 'nav.boss'), t('fr', 'nav.items')]));
  });

  it('shows an area’s place on its page: the same map as a picture, that area in gold, unlinked', async () => {
    const zone = ZONES.find((z) => z.slug === 'greymoor')!;
    const name = zone.translations.de!.name;
    const { doc } = await html('/de/guides/map/greymoor');
    const picture = place(doc);
    expect(picture.text('title')).toEqual([t('de', 'encyclopaedia.map.place', { name })]);
    expect(picture.tags('a')).toEqual([]);
    expect(picture.tags('g').filter((g) => g['data-zone']).length).toBe(PLACED.length);
    const here = picture.html.slice(picture.html.indexOf('data-zone="greymoor"'));
    expect(here).toMatch(/^[^>]*data-act="1"[^>]*><rect [^>]*fill="#d8b26a"/);
    expect(doc.tags('a').map((a) => a.href)).toContain('/de/guides/map#map');
    // An area without a place has no picture of it.
    const unplaced = await html(`/de/guides/map/${UNPLACED[0]!.slug}`);
    expect(unplaced.res.status).toBe(200);
    expect(unplaced.body).not.toContain('id="on-the-map"');
  });
});

// An editor's rows in Supabase: one area placed, one added without a position yet.
const zoneRow = (slug: string, name: string, position: Record<string, number | null>, connects: string[]) => ({
  id: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`, slug, created_at: '2025-09-04T12:00:00+00:00',
  area_type: 'nature', difficulty: 'medium', act: 2, connects, featured: false, sources: [], ...position,
  translations: [{ language: 'en', name, description: null, features: [] }],
});

describe('the map from Supabase', () => {
  it('lists an area without a position but does not draw it, nor any line to it', async () => {
    const rows = [
      zoneRow('old-grove', 'Old Grove', { map_x: 0, map_y: 0, map_w: 2, map_h: 1 }, ['new-hollow']),
      zoneRow('new-hollow', 'New Hollow', { map_x: null, map_y: null, map_w: 1, map_h: 1 }, ['old-grove']),
    ];
    fakeSupabase((call) => {
      const single = call.headers.get('accept') === 'application/vnd.pgrst.object+json';
      const found = call.url.pathname.endsWith('/zones') ? rows.filter((r) => !single || call.url.searchParams.get('slug') === `eq.${r.slug}`) : [];
      if (!single) return pgrst(found);
      return found[0] ? pgrst(found[0]) : noRow();
    });
    const origin = freshOrigin();
    const { doc } = await visit(origin, '/guides/map');
    const map = hubMap(doc);
    expect(map.tags('g').filter((g) => g['data-zone']).map((g) => g['data-zone'])).toEqual(['old-grove']);
    expect(map.tags('line')).toEqual([]);
    expect(map.html).not.toContain('new-hollow');
    expect(doc.tags('a').map((a) => a.href)).toContain('/guides/map/new-hollow');
    expect(doc.text('caption').join(' ')).toContain(t('en', 'encyclopaedia.count', { count: '2' }));
    expect((await visit(origin, '/guides/map/new-hollow')).body).not.toContain('id="on-the-map"');
    expect((await visit(origin, '/guides/map/old-grove')).body).toContain('id="on-the-map"');
  });
});
