import { textParts } from '../../shared/spoilerMarks.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { COLLECTIONS } from '../../shared/collections.ts';
import { recordToRow, type EntityDef, type RecordOf } from '../../shared/schema/entity.ts';

const { bosses: BOSS_RECORDS, items: ITEM_RECORDS, collectibles: COLLECTIBLE_RECORDS, trailers: TRAILER_RECORDS, zones: ZONE_RECORDS } = BUNDLED;
import { translate, type Key } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { FRESH_MS } from '../../worker/data/cache.ts';
import { html, ORIGIN } from './fetch.ts';
import { crawlTimeout } from './timeouts.ts';
import { fakeSupabase, freshOrigin, noRow, pgrst, serverError, visit, type Call } from './postgrest.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const t = (lang: Lang, key: string, vars?: Record<string, string>) => translate(lang, key as Key, vars);
const name = (r: { translations: Partial<Record<Lang, { name: string }>> }, lang: Lang) => r.translations[lang]!.name;

describe('encyclopaedia pages (bundled records)', () => {
  it('lists every boss, item, collectible and area on its hub, linked, in every language', async () => {
    const hubs = [
      ['/guides/boss', BOSS_RECORDS],
      ['/guides/items', ITEM_RECORDS],
      ['/guides/collectibles', COLLECTIBLE_RECORDS],
      ['/guides/map', ZONE_RECORDS],
    ] as const;
    for (const lang of LANGS) {
      for (const [path, records] of hubs) {
        const { res, doc } = await html(localizedPath(lang, path));
        expect(res.status).toBe(200);
        const hrefs = new Set(doc.tags('a').map((a) => a.href));
        for (const r of records) expect(hrefs.has(localizedPath(lang, `${path}/${r.slug}`)), `${lang} ${r.slug}`).toBe(true);
        expect(doc.text('caption')).toContain(t(lang, 'encyclopaedia.count', { count: String(records.length) }));
        expect(doc.text('p')).toContain(t(lang, 'encyclopaedia.siteRating'));
      }
    }
  });

  it("shows each area's type, difficulty and features on the map hub, in every language", async () => {
    for (const lang of LANGS) {
      const { doc } = await html(localizedPath(lang, '/guides/map'));
      expect(doc.text('th')).toContain(t(lang, 'encyclopaedia.labels.features'));
      const listed = doc.text('li');
      // A feature that spoils a later act shows its passages, each behind its act's button.
      const shows = (f: string) => listed.some((li) => textParts(f).every((p) => li.includes(p.text)) && (f.includes('[act ') || li === f));
      for (const zone of ZONE_RECORDS) {
        const features = (zone.translations[lang] ?? zone.translations.en!).features;
        for (const f of features) expect(shows(f), `${lang} ${zone.slug}: ${f}`).toBe(true);
        if (features.length) expect(doc.text('summary'), `${lang} ${zone.slug}`).toContain(`${t(lang, 'encyclopaedia.labels.features')} (${features.length})`);
      }
      // Featured tiles keep to type and difficulty: the features are in the full list, once.
      expect(doc.text('dt').filter((d) => d === t(lang, 'encyclopaedia.labels.features'))).toEqual([]);
    }
  });

  it('filters a hub with plain links, keeps the other filter, and redirects away values that select nothing', async () => {
    const high = BOSS_RECORDS.filter((b) => b.difficulty === 'high');
    const { doc } = await html('/guides/boss?difficulty=high');
    expect(doc.text('caption')).toContain(`${high.length} entries`);
    expect(doc.tags('a').find((a) => a['aria-current'] === 'page' && a.href === '/guides/boss?difficulty=high')).toBeDefined();
    const items = await html('/de/guides/items?type=tool&rarity=rare');
    const expected = ITEM_RECORDS.filter((i) => i.type === 'tool' && i.rarity === 'rare').length;
    expect(items.doc.text('caption')).toContain(t('de', 'encyclopaedia.count', { count: String(expected) }));
    expect(items.doc.tags('a').map((a) => a.href)).toContain('/de/guides/items?type=tool&rarity=legendary');
    const odd = await html('/de/guides/items?type=%3Cscript%3E&rarity=rare');
    expect([odd.res.status, odd.res.headers.get('location')]).toEqual([301, '/de/guides/items?rarity=rare']);
  });

  const kinds = [
    ['/guides/boss', BOSS_RECORDS],
    ['/guides/items', ITEM_RECORDS],
    ['/guides/collectibles', COLLECTIBLE_RECORDS],
    ['/guides/map', ZONE_RECORDS],
  ] as const;
  const entryPages = 2 * kinds.reduce((n, [, records]) => n + records.length, 0);
  it('answers every entry page in English and Japanese with its own name, breadcrumb and related links', { timeout: crawlTimeout(entryPages) }, async () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const [path, records] of kinds) {
        for (const r of records) {
          const url = localizedPath(lang, `${path}/${r.slug}`);
          const { res, doc } = await html(url);
          expect(res.status, url).toBe(200);
          expect(doc.text('h1'), url).toContain(name(r, lang));
          const crumbs = doc.jsonLd().find((j) => j['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
          expect(crumbs.itemListElement.at(-1)!.name, url).toBe(name(r, lang));
          expect(doc.tags('link').find((l) => l.rel === 'canonical')!.href).toBe(`${ORIGIN}${url}`);
        }
      }
    }
  });

  it('shows a boss with its rating, area, what it leaves and its sources, and links back from the area', async () => {
    const boss = BOSS_RECORDS.find((b) => b.drops.length > 0 && b.zone)!;
    const zone = ZONE_RECORDS.find((z) => z.slug === boss.zone)!;
    const { doc, body } = await html(`/fr/guides/boss/${boss.slug}`);
    expect(doc.text('dd')).toContain(t('fr', `guides.difficulty.${boss.difficulty}`));
    const hrefs = doc.tags('a').map((a) => a.href);
    expect(hrefs).toContain(`/fr/guides/map/${zone.slug}`);
    for (const d of boss.drops) expect(hrefs).toContain(`/fr/guides/items/${d}`);
    for (const s of boss.sources) expect(hrefs).toContain(s);
    // The sidebar's related links are the entry's own.
    expect(body).toMatch(new RegExp(`<aside[\\s\\S]*href="/fr/guides/map/${zone.slug}"[\\s\\S]*</aside>`));
    const area = await html(`/fr/guides/map/${zone.slug}`);
    expect(area.doc.tags('a').map((a) => a.href)).toContain(`/fr/guides/boss/${boss.slug}`);
  });

  it('embeds each trailer lazily with VideoObject data, and lists them all', async () => {
    const list = await html('/trailers');
    for (const tr of TRAILER_RECORDS) expect(list.doc.tags('a').map((a) => a.href)).toContain(`/trailers/${tr.slug}`);
    const tr = TRAILER_RECORDS[0]!;
    const { doc, body } = await html(`/ru/trailers/${tr.slug}`);
    const video = doc.jsonLd().find((j) => j['@type'] === 'VideoObject')!;
    expect(video.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${tr.video_id}`);
    expect(body).toContain('data-island="video"');
    expect(body).toContain(`&quot;videoId&quot;:&quot;${tr.video_id}&quot;`);
  });

  it('answers 404 for an entry that does not exist, whatever its slug looks like', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const path of ['/guides/boss/no-such-boss', '/guides/items/%3Cb%3E', '/de/guides/map/Moss-Grotto', '/trailers/x--y']) {
      expect((await html(path)).res.status, path).toBe(404);
    }
  });
});

// Supabase answered by a fake PostgREST: the requests supabase-js sends, realistic rows.
const bossRow = (strategy: string, translations = ['en', 'de']) => ({
  id: '00000000-0000-4000-8000-000000000b01', slug: 'lace', created_at: '2025-09-04T12:00:00+00:00', difficulty: 'medium', act: 1,
  required: true, zone: 'deep-docks', drops: [], featured: true, sources: ['https://hollowknight.fandom.com/wiki/Lace'],
  translations: translations.map((language) => ({ language, name: language === 'de' ? 'Lace (de)' : 'Lace', description: `About (${language})`, strategy: `${strategy} (${language})` })),
});
const zoneRow = {
  id: '00000000-0000-4000-8000-000000000z01', slug: 'deep-docks', created_at: '2025-09-04T12:00:00+00:00', area_type: 'industrial', difficulty: 'medium',
  act: 1, connects: [], featured: false, sources: ['https://hollowknight.fandom.com/wiki/Deep_Docks'],
  translations: [{ language: 'en', name: 'Deep Docks', description: 'Forges.', features: ['Lava pits'] }],
};

function backend(boss: () => unknown) {
  return fakeSupabase((call: Call) => {
    const table = call.url.pathname.replace('/rest/v1/', '');
    const single = call.headers.get('accept') === 'application/vnd.pgrst.object+json';
    if (table === 'bosses') return single ? pgrst(boss()) : pgrst([boss()]);
    if (table === 'zones') return single ? noRow() : pgrst([zoneRow]);
    return single ? noRow() : pgrst([]);
  });
}

describe('encyclopaedia from Supabase', () => {
  it('asks for one boss by slug with the product’s query shape and the lists that name its links', async () => {
    const { calls } = backend(() => bossRow('Dodge'));
    const v = await visit(freshOrigin(), '/guides/boss/lace');
    expect(v.res.status).toBe(200);
    const boss = calls.find((c) => c.url.pathname === '/rest/v1/bosses')!;
    expect([...boss.url.searchParams]).toEqual([
      ['select', 'id,slug,created_at,difficulty,act,required,zone,drops,featured,image,image_credit,save,sources,translations:boss_translations(language,name,description,strategy,image_alt)'],
      ['published', 'eq.true'],
      ['slug', 'eq.lace'],
    ]);
    const zones = calls.find((c) => c.url.pathname === '/rest/v1/zones')!;
    expect(zones.url.searchParams.get('order')).toBe('created_at.desc');
    expect(v.doc.tags('a').map((a) => a.href)).toContain('/guides/map/deep-docks');
  });

  it('finds a boss added in Supabase by its name and by words of its text, without a deploy', async () => {
    backend(() => bossRow('Dodge'));
    const origin = freshOrigin();
    const byName = await visit(origin, '/search?q=lace');
    expect(byName.doc.tags('a').map((a) => a.href)).toContain('/guides/boss/lace');
    const byText = await visit(origin, '/de/search?q=about');
    expect(byText.doc.tags('a').map((a) => a.href)).toContain('/de/guides/boss/lace');
  });

  it('shows an editor’s change within the fresh window, without a deploy (injected clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 9, 1, 12));
    let strategy = 'Dodge the lunge';
    backend(() => bossRow(strategy));
    const origin = freshOrigin();
    expect((await visit(origin, '/guides/boss/lace')).body).toContain('Dodge the lunge (en)');
    strategy = 'Parry the lunge';
    vi.setSystemTime(Date.now() + FRESH_MS - 1000);
    expect((await visit(origin, '/guides/boss/lace')).body).toContain('Dodge the lunge (en)');
    vi.setSystemTime(Date.now() + 2000);
    // The stale copy is served once while one background refresh runs; the next visitor sees the edit.
    expect((await visit(origin, '/guides/boss/lace')).body).toContain('Dodge the lunge (en)');
    expect((await visit(origin, '/guides/boss/lace')).body).toContain('Parry the lunge (en)');
  });

  it('shows the English text where a language has none, says so, and is canonical to the English page', async () => {
    backend(() => bossRow('Dodge', ['en']));
    const origin = freshOrigin();
    const v = await visit(origin, '/ja/guides/boss/lace');
    expect(v.res.status).toBe(200);
    expect(v.body).toContain('Dodge (en)');
    expect(v.doc.text('p')).toContain(t('ja', 'encyclopaedia.fallback'));
    expect(v.doc.tags('link').find((l) => l.rel === 'canonical')!.href).toBe(`${origin}/guides/boss/lace`);
    expect(v.doc.tags('link').filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.hreflang)).toEqual(['en', 'x-default']);
  });

  it('with the backend down and nothing cached: hubs say so (503), entries are 503 with Retry-After', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const origin = freshOrigin();
    const hub = await visit(origin, '/guides/boss');
    expect(hub.res.status).toBe(503);
    expect(hub.res.headers.get('retry-after')).toBe('120');
    expect(hub.doc.text('p')).toContain(t('en', 'encyclopaedia.empty'));
    const entry = await visit(origin, '/guides/boss/lace');
    expect(entry.res.status).toBe(503);
    expect(entry.res.headers.get('retry-after')).toBe('120');
  });

  it('shows an area an editor renamed in the rows of a hub whose own list did not change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 9, 3, 12));
    let area = 'Moss Grotto';
    const mossgrub = recordToRow(COLLECTIONS.journal.schema, BUNDLED.journal.find((r) => r.slug === 'mossgrub') as RecordOf<EntityDef>);
    fakeSupabase((call) => {
      const table = call.url.pathname.split('/').pop();
      if (table === COLLECTIONS.journal.schema.table) return pgrst([mossgrub]);
      if (table === COLLECTIONS.zones.schema.table) return pgrst([{ ...zoneRow, slug: 'moss-grotto', translations: [{ language: 'en', name: area, description: 'Moss.', features: [] }] }]);
      return pgrst([]);
    });
    const origin = freshOrigin();
    const shown = async () => (await visit(origin, '/guides/journal')).body.match(/<a href="\/guides\/map\/moss-grotto">([^<]*)<\/a>/)?.[1];
    expect(await shown()).toBe('Moss Grotto');
    area = 'Mossy Grotto';
    vi.setSystemTime(Date.now() + FRESH_MS + 1000);
    await shown(); // the stale copy, while the lists refresh
    expect(await shown()).toBe('Mossy Grotto');
  });

  it('keeps serving the last copy when the backend fails later (stale-if-error)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2025, 9, 2, 12));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = false;
    fakeSupabase((call) => (down ? serverError() : call.url.pathname.endsWith('/bosses') ? pgrst([bossRow('Dodge')]) : pgrst([])));
    const origin = freshOrigin();
    expect((await visit(origin, '/guides/boss')).doc.tags('a').map((a) => a.href)).toContain('/guides/boss/lace');
    down = true;
    vi.setSystemTime(Date.now() + FRESH_MS * 10);
    const later = await visit(origin, '/guides/boss');
    expect(later.res.status).toBe(200);
    expect(later.doc.tags('a').map((a) => a.href)).toContain('/guides/boss/lace');
  });
});
