// The whole game as collections (journal, benches, maps, extras), read through the real worker
// against the bundled content: hubs whose rows are their entries' anchors, ticks only where players
// tick, the hubs' shared filters, what an area lists of them, and boss pages' needle hits, phases and moves.
import { describe, expect, it } from 'vitest';
import journal from '../../content/data/journal.json' with { type: 'json' };
import benches from '../../content/data/benches.json' with { type: 'json' };
import maps from '../../content/data/maps.json' with { type: 'json' };
import extras from '../../content/data/extras.json' with { type: 'json' };
import items from '../../content/data/items.json' with { type: 'json' };
import collectibles from '../../content/data/collectibles.json' with { type: 'json' };
import encounters from '../../content/data/encounters.json' with { type: 'json' };
import zones from '../../content/data/zones.json' with { type: 'json' };
import bosses from '../../content/data/bosses.json' with { type: 'json' };
import wishes from '../../content/data/wishes.json' with { type: 'json' };
import needle from '../../content/static/needle.json' with { type: 'json' };
import moves from '../../content/data/moves.json' with { type: 'json' };
import phases from '../../content/data/fight_phases.json' with { type: 'json' };
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { translate } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { crawlTimeout } from './timeouts.ts';
import { get, html, ORIGIN } from './fetch.ts';

type Published = { slug: string; published?: boolean };
const published = <T extends Published>(rows: readonly T[]): T[] => rows.filter((r) => r.published !== false);

const HUBS = {
  journal: { path: '/guides/journal', rows: published(journal) },
  benches: { path: '/guides/benches', rows: published(benches) },
  maps: { path: '/guides/maps', rows: published(maps) },
  extras: { path: '/guides/extras', rows: published(extras) },
} as const;
type HubId = keyof typeof HUBS;
const HUB_IDS = Object.keys(HUBS) as HubId[];

/** A row of a hub's table of every entry: the entry it names (its anchor, or the last segment of its page's address) and its tick. */
interface Row {
  slug: string | undefined;
  /** The row's progress key (what "hide what is done" hides once ticked). */
  entry: string | null;
  /** The `data-progress` of the row's checkbox. */
  tick: string | null;
  /** Whether the name is an anchor (`<span id>`) rather than a link. */
  anchor: boolean;
}

/** The rows of the table under "All …" (a hub's featured entries above it are left out). */
function rows(body: string): Row[] {
  const all = body.slice(body.indexOf('<section aria-labelledby="all"'));
  const table = all.slice(all.indexOf('<tbody>'), all.indexOf('</tbody>'));
  return [...table.matchAll(/<tr\b([^>]*)><th scope="row">([\s\S]*?)<\/th>/g)].map((m) => {
    const span = m[2]!.match(/<span id="([^"]+)">/)?.[1];
    return {
      slug: span ?? m[2]!.match(/<a href="[^"]*\/([^/"#?]+)"/)?.[1],
      entry: m[1]!.match(/data-progress-entry="([^"]+)"/)?.[1] ?? null,
      tick: m[2]!.match(/data-progress="([^"]+)"/)?.[1] ?? null,
      anchor: span !== undefined,
    };
  });
}

const slugsOf = (body: string): string[] => rows(body).map((r) => r.slug ?? '(none)');
const sorted = (slugs: readonly string[]): string[] => [...slugs].sort();

describe('the four hubs without entry pages', () => {
  for (const id of HUB_IDS) {
    const { path, rows: data } = HUBS[id];
    for (const lang of ['en', 'ja'] as const satisfies Lang[]) {
      it(`${id}: ${localizedPath(lang, path)} lists each of its ${data.length} entries as a row anchored by its slug, ticked by its progress key`, async () => {
        const { res, body } = await html(localizedPath(lang, path));
        expect(res.status).toBe(200);
        expect(body).toContain(`<caption>${translate(lang, 'encyclopaedia.count', { count: String(data.length) })}</caption>`);
        const shown = rows(body);
        expect(sorted(shown.map((r) => r.slug ?? '(none)'))).toEqual(sorted(data.map((r) => r.slug)));
        for (const r of shown) {
          expect(r.anchor, r.slug).toBe(true);
          // Every entry of these collections is ticked: its box and its row carry the same key.
          expect([r.tick, r.entry], r.slug).toEqual([`${id}/${r.slug}`, `${id}/${r.slug}`]);
        }
        // An anchor once: two rows with one id would make the address ambiguous.
        for (const { slug } of data) expect(body.split(`id="${slug}"`).length - 1, slug).toBe(1);
        // "Hide what is done" comes with the ticks.
        expect(body).toContain('data-hide-done');
      });
    }

    it(`${id}: no entry has a page of its own (${path}/<slug> is 404 in every form)`, async () => {
      const slug = data[0]!.slug;
      for (const url of [`${path}/${slug}`, `/fr${path}/${slug}`, `${path}/${data.at(-1)!.slug}`]) expect((await get(url)).status, url).toBe(404);
    });
  }

  it('search finds journal, bench, map and extra entries at their anchor on the hub, in English and by the language\'s own name', async () => {
    const resultHrefs = async (lang: Lang, q: string) => {
      const { body } = await html(`${localizedPath(lang, '/search')}?q=${encodeURIComponent(q)}`);
      const list = body.match(/<ol class="space-y-4">([\s\S]*?)<\/ol>/)?.[1] ?? '';
      return [...list.matchAll(/<h2[^>]*><a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    };
    const name = (id: HubId, slug: string, lang: Lang) => (BUNDLED[id].find((r) => r.slug === slug)!.translations as Record<string, { name: string }>)[lang]!.name;
    expect(name('journal', 'mossgrub', 'en')).toBe('Mossgrub');
    expect((await resultHrefs('en', 'Mossgrub'))[0]).toBe('/guides/journal#mossgrub');
    const ja = name('journal', 'mossgrub', 'ja');
    expect(ja).not.toBe('Mossgrub');
    expect(await resultHrefs('ja', ja)).toContain('/ja/guides/journal#mossgrub');
    for (const [id, slug] of [['benches', 'ruined-chapel-mosslands'], ['maps', 'quill'], ['extras', 'silkeater-greymoor']] as const) {
      const hrefs = await resultHrefs('en', name(id, slug, 'en'));
      expect(hrefs, `${id}/${slug}`).toContain(`${HUBS[id].path}#${slug}`);
    }
    // No result anywhere points at an entry page these collections do not have.
    const all = await resultHrefs('en', 'Greymoor');
    expect(all.filter((h) => HUB_IDS.some((id) => h.startsWith(`${HUBS[id].path}/`)))).toEqual([]);
  });

  it('the sitemap lists each hub in every language and none of their entries as a page of its own', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const id of HUB_IDS) {
      const { path } = HUBS[id];
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}/ja${path}`);
      expect(locs.filter((l) => l.includes(`${path}/`) || l.includes(`${path}#`)), id).toEqual([]);
    }
  });
});

describe('spoilers in a hub', () => {
  it("a later act's row is covered once, by its name: its areas of that act or an earlier one have no cover of their own, a later one keeps its own", async () => {
    const { body } = await html('/guides/journal');
    const actOf = new Map(published(zones).map((z) => [z.slug, z.act ?? 1]));
    const table = body.slice(body.indexOf('<tbody>'), body.indexOf('</tbody>'));
    let plain = 0;
    for (const e of published(journal)) {
      const act = e.act ?? 1;
      const row = table.slice(table.indexOf(`data-progress-entry="journal/${e.slug}"`)).split('</tr>')[0]!;
      const [heading, cells] = [row.slice(0, row.indexOf('</th>')), row.slice(row.indexOf('</th>'))];
      expect(heading.includes(`<span class="spoiler" data-act="${act}">`), e.slug).toBe(act > 1);
      for (const zone of e.zones ?? []) {
        const covered = cells.includes(`<span class="spoiler-body"><a href="/guides/map/${zone}">`);
        expect(covered, `${e.slug} in ${zone}`).toBe(actOf.get(zone)! > act);
        if (!covered && actOf.get(zone)! > 1) plain++;
      }
    }
    // Not vacuous: later rows do name areas of their own act.
    expect(plain).toBeGreaterThan(50);
  });
});

describe('ticks', () => {
  const untracked = published(items).filter((i) => (i as { tracked?: boolean }).tracked === false).map((i) => i.slug);
  const tracked = published(items).filter((i) => (i as { tracked?: boolean }).tracked !== false).map((i) => i.slug);

  it('the data says which items are not ticked: currencies and kinds of collectible (Rosaries among them)', () => {
    expect(untracked).toContain('rosaries');
    expect(untracked).toContain('mask-shard');
    expect(tracked).toContain('sharpened-needle');
  });

  it('a journal row has its own checkbox', async () => {
    const { body } = await html('/guides/journal');
    expect(body).toMatch(/<input type="checkbox" data-progress="journal\/mossgrub" aria-label="[^"]*Mossgrub"\/><\/label><span id="mossgrub"/);
  });

  it('/guides/items ticks every tracked item and no untracked one, and counts only the tracked', async () => {
    const { body } = await html('/guides/items');
    const byslug = new Map(rows(body).map((r) => [r.slug, r]));
    expect(byslug.size).toBe(published(items).length);
    for (const slug of untracked) expect([slug, byslug.get(slug)?.tick, byslug.get(slug)?.entry]).toEqual([slug, null, null]);
    for (const slug of tracked) expect([slug, byslug.get(slug)?.tick]).toEqual([slug, `items/${slug}`]);
    expect(body).not.toContain('data-progress="items/rosaries"');
    // The count of what is done reads the tracked ones only.
    const counted = body.match(/<p class="progress-count[^"]*" data-entries="([^"]*)"/)![1]!.split(' ');
    expect(counted).toHaveLength(tracked.length);
    expect(counted.some((k) => k.startsWith('items/rosaries'))).toBe(false);
  });

  it('/progress lists a tracked item and not an untracked one', async () => {
    const { res, body } = await html('/progress');
    expect(res.status).toBe(200);
    expect(body).toContain('data-progress="items/sharpened-needle"');
    for (const slug of untracked) expect(body, slug).not.toContain(`data-progress="items/${slug}"`);
    // The new collections are there too.
    expect(body).toContain('data-progress="journal/mossgrub"');
    expect(body).toContain('data-progress="benches/ruined-chapel-mosslands"');
  });

  it('/progress ticks each entry of every ticked collection once, an enemy under the first of its areas', async () => {
    const { body } = await html('/progress');
    const keys = [...body.matchAll(/data-progress="([^"]+)"/g)].map((m) => m[1]!);
    expect(keys.length).toBe(new Set(keys).size);
    const data = { zones, bosses, items: items.filter((i) => (i as { tracked?: boolean }).tracked !== false), collectibles, wishes, journal, benches, maps, extras };
    const expected = Object.entries(data).flatMap(([kind, list]) => published(list as readonly Published[]).map((r) => `${kind}/${r.slug}`));
    expect(sorted(keys)).toEqual(sorted(expected));
    // Each area's group, by the area it names.
    const groups = new Map(body.split('<details class="area-group card"').slice(1).map((g) => [g.match(/id="area-([^"]+)"/)![1]!, g.slice(0, g.indexOf('</details>'))]));
    for (const e of HUBS.journal.rows) {
      const group = e.zones[0] ?? 'elsewhere';
      expect([e.slug, groups.get(group)?.includes(`data-progress="journal/${e.slug}"`)]).toEqual([e.slug, true]);
    }
  });

  it("an untracked item's page has no box; a tracked one's has", async () => {
    expect((await html('/guides/items/rosaries')).body).not.toContain('data-progress="items/rosaries"');
    expect((await html('/guides/items/sharpened-needle')).body).toContain('data-progress="items/sharpened-needle"');
  });

  it('an area does not offer an untracked item to tick, though it still links it', async () => {
    const silkHeart = items.find((i) => i.slug === 'silk-heart')!;
    expect([silkHeart.zone, (silkHeart as { tracked?: boolean }).tracked]).toEqual(['the-marrow', false]);
    const { body } = await html('/guides/map/the-marrow');
    expect(body).toContain('href="/guides/items/silk-heart"');
    expect(body).not.toContain('data-progress="items/silk-heart"');
    expect(body).not.toContain('data-progress-entry="items/silk-heart"');
  });
});

describe('the shared filters', () => {
  it('?area=greymoor on the journal lists exactly the entries that name Greymoor among their areas, in English and Japanese', async () => {
    const expected = sorted(HUBS.journal.rows.filter((e) => e.zones.includes('greymoor')).map((e) => e.slug));
    expect(expected.length).toBeGreaterThan(10);
    for (const lang of ['en', 'ja'] as const) {
      const { res, body } = await html(`${localizedPath(lang, '/guides/journal')}?area=greymoor`);
      expect(res.status).toBe(200);
      expect(sorted(slugsOf(body))).toEqual(expected);
      // The form shows the choice, and is sent to the hub in the page's language.
      expect(body).toMatch(/<option value="greymoor"[^>]* selected="">/);
      expect(body).toContain(`action="${localizedPath(lang, '/guides/journal')}"`);
    }
  });

  it('the area form lists the areas the entries are in, and keeps the other choices', async () => {
    const { body } = await html('/guides/benches?kind=bench');
    const form = body.match(/<form\b[^>]*action="\/guides\/benches"[^>]*>([\s\S]*?)<\/form>/)![1]!;
    expect(form).toContain('<input type="hidden" name="kind" value="bench"/>');
    expect(form).toContain('<select id="area-filter" name="area"');
    const options = [...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!).filter(Boolean);
    const zones = new Set(HUBS.benches.rows.flatMap((b) => (b.zone ? [b.zone] : [])));
    expect(sorted(options)).toEqual(sorted([...zones]));
    // With the area chosen, the kind still applies.
    const both = await html('/guides/benches?kind=bench&area=greymoor');
    expect(sorted(slugsOf(both.body))).toEqual(sorted(HUBS.benches.rows.filter((b) => b.kind === 'bench' && b.zone === 'greymoor').map((b) => b.slug)));
  });

  it("from a filtered hub, every filter link and the form's every choice lead to a page (the form's \"All\" by one redirect)", { timeout: crawlTimeout(60) }, async () => {
    const from = '/guides/benches?kind=bench&area=greymoor';
    const { body } = await html(from);
    const bar = body.slice(body.indexOf('<section aria-labelledby="all"'), body.indexOf('<table'));
    const links = [...bar.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    // All, bench, Bellway and Ventrica; All and the three acts.
    expect(links).toHaveLength(8);
    expect(links).toContain('/guides/benches?kind=bellway&area=greymoor');
    expect(links).toContain('/guides/benches?kind=bench&area=greymoor&act=2');
    for (const link of links) expect([link, (await get(link)).status]).toEqual([link, 200]);
    // What the browser sends: the hidden fields, then the area chosen.
    const form = bar.match(/<form\b[^>]*>([\s\S]*?)<\/form>/)![1]!;
    const hidden = [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]);
    expect(hidden).toEqual([['kind', 'bench']]);
    const areas = [...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]!);
    expect(areas.length).toBeGreaterThan(5);
    for (const area of areas) {
      const url = `/guides/benches?${new URLSearchParams([...hidden, ['area', area]])}`;
      const res = await get(url);
      if (area === '') expect([url, res.status, res.headers.get('location')]).toEqual([url, 301, '/guides/benches?kind=bench']);
      else expect([url, res.status]).toEqual([url, 200]);
    }
  });

  it('act and area together keep what both allow', async () => {
    const { body } = await html('/guides/journal?act=1&area=greymoor');
    const expected = HUBS.journal.rows.filter((e) => e.act === 1 && e.zones.includes('greymoor')).map((e) => e.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(slugsOf(body))).toEqual(sorted(expected));
  });

  it('an area that is no area is a 404; a value that is no slug is dropped by a redirect', async () => {
    expect((await get('/guides/journal?area=unknown-zone')).status).toBe(404);
    expect((await get('/ja/guides/benches?area=unknown-zone')).status).toBe(404);
    expect((await get('/guides/items?area=unknown-zone')).status).toBe(404);
    for (const [from, to] of [
      ['/guides/journal?area=Bad!', '/guides/journal'],
      ['/fr/guides/journal?act=2&area=Bad!', '/fr/guides/journal?act=2'],
      ['/guides/journal?act=4', '/guides/journal'],
    ]) {
      const res = await get(from!);
      expect([from, res.status, res.headers.get('location')]).toEqual([from, 301, to]);
    }
  });

  it('?act=2 on /guides/items lists exactly the act-2 items', async () => {
    const expected = sorted(published(items).filter((i) => i.act === 2).map((i) => i.slug));
    expect(expected.length).toBeGreaterThan(10);
    const { res, body } = await html('/guides/items?act=2');
    expect(res.status).toBe(200);
    expect(sorted(slugsOf(body))).toEqual(expected);
  });

  it('?missable=yes on /guides/collectibles lists exactly the missable ones', async () => {
    const expected = sorted(published(collectibles).filter((c) => c.missable === true).map((c) => c.slug));
    expect(expected.length).toBeGreaterThan(0);
    const { res, body } = await html('/guides/collectibles?missable=yes');
    expect(res.status).toBe(200);
    expect(sorted(slugsOf(body))).toEqual(expected);
  });
});

describe('an area page', () => {
  it('lists the benches of Greymoor, each linked to its row on the benches hub', async () => {
    const { res, body } = await html('/guides/map/greymoor');
    expect(res.status).toBe(200);
    const section = body.match(/<section aria-labelledby="benches-here"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
    const hrefs = [...section.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!);
    const expected = HUBS.benches.rows.filter((b) => b.zone === 'greymoor').map((b) => `/guides/benches#${b.slug}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(hrefs)).toEqual(sorted(expected));
    // The journal's enemies found there are listed too, by their anchors.
    const enemies = body.match(/<section aria-labelledby="journal-here"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
    expect(sorted([...enemies.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!))).toEqual(
      sorted(HUBS.journal.rows.filter((e) => e.zones.includes('greymoor')).map((e) => `/guides/journal#${e.slug}`)),
    );
  });
});

describe('every area page', () => {
  const here = (area: string) => ({
    wishes: published(wishes).filter((w) => w.zone === area).map((w) => `/guides/wishes/${w.slug}`),
    journal: HUBS.journal.rows.filter((e) => e.zones.includes(area)).map((e) => `/guides/journal#${e.slug}`),
    benches: HUBS.benches.rows.filter((b) => b.zone === area).map((b) => `/guides/benches#${b.slug}`),
    maps: HUBS.maps.rows.filter((m) => m.zone === area).map((m) => `/guides/maps#${m.slug}`),
    extras: HUBS.extras.rows.filter((x) => x.zone === area).map((x) => `/guides/extras#${x.slug}`),
  });
  const areas = published(zones).map((z) => z.slug);

  it('lists, for each ticked collection, exactly what its data places there (no section where nothing is), and offers each to tick', { timeout: crawlTimeout(areas.length) }, async () => {
    for (const area of areas) {
      const { res, body } = await html(`/guides/map/${area}`);
      expect(res.status, area).toBe(200);
      const missing = body.match(/<section aria-labelledby="missing-here"[^>]*>([\s\S]*?)<\/section>/)?.[1] ?? '';
      for (const [kind, hrefs] of Object.entries(here(area))) {
        const section = body.match(new RegExp(`<section aria-labelledby="${kind}-here"[^>]*>([\\s\\S]*?)</section>`))?.[1];
        if (hrefs.length === 0) {
          expect([area, kind, section]).toEqual([area, kind, undefined]);
          continue;
        }
        expect([area, kind, sorted([...(section ?? '').matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!))]).toEqual([area, kind, sorted(hrefs)]);
        for (const href of hrefs) {
          const slug = href.split(/[#/]/).at(-1)!;
          expect([area, missing.includes(`data-progress="${kind}/${slug}"`)], href).toEqual([area, true]);
        }
      }
    }
  });
});

describe('the map hub', () => {
  it("counts in each area what /progress ticks there: the area, and every ticked entry its data places in it (no untracked item, no roaming enemy)", async () => {
    const { res, body } = await html('/guides/map');
    expect(res.status).toBe(200);
    const counted = new Map([...body.matchAll(/<g data-zone="([^"]+)"[^>]*?data-entries="([^"]*)"/g)].map((m) => [m[1]!, sorted(m[2]!.split(' '))]));
    // The journal's enemies are not counted: one roaming many areas would count in each.
    const placed = { bosses, items: items.filter((i) => (i as { tracked?: boolean }).tracked !== false), collectibles, wishes, benches, maps, extras };
    // Every area a source places is drawn; the rest are named below the map instead.
    const areas = [...counted.keys()];
    expect(areas.length).toBeGreaterThan(25);
    expect(areas.filter((a) => !published(zones).some((z) => z.slug === a))).toEqual([]);
    for (const area of areas) {
      const expected = [
        `zones/${area}`,
        ...Object.entries(placed).flatMap(([kind, list]) =>
          published(list as readonly (Published & { zone?: string | null; zones?: readonly string[] })[])
            .filter((r) => r.zone === area || (r.zones ?? []).includes(area))
            .map((r) => `${kind}/${r.slug}`),
        ),
      ];
      expect([area, counted.get(area)]).toEqual([area, sorted(expected)]);
    }
    expect(counted.get('the-marrow')).not.toContain('items/silk-heart');
    expect([...counted.values()].flat().filter((k) => k.startsWith('journal/'))).toEqual([]);
  });
});

describe('boss pages', () => {
  const withHealth = published(encounters).filter((e) => e.health !== null);
  const fought = [...new Set(withHealth.map((e) => e.boss))];

  it("the note under the fights gives, in every language, the damage of each level the data has, in the data's order", () => {
    const damages = needle.levels.map((l) => l.damage);
    expect(damages).toEqual([...damages].sort((a, b) => a - b));
    // The damages one after the other, whatever separates them ("5, 9, 13, 17 and 21", "5・9・13・17・21").
    const run = new RegExp(`(?<!\\d)${damages.join('\\D+')}(?!\\d)`);
    for (const lang of LANGS) expect(translate(lang, 'encyclopaedia.needle.note'), lang).toMatch(run);
  });

  it('show, for each fight of known health, the hits with the needle alone at each level: ceil(health / damage)', { timeout: crawlTimeout(fought.length) }, async () => {
    expect(withHealth.length).toBeGreaterThan(10);
    const caption = translate('en', 'encyclopaedia.needle.hits');
    for (const boss of fought) {
      const { res, body } = await html(`/guides/boss/${boss}`);
      expect(res.status, boss).toBe(200);
      for (const e of published(encounters).filter((x) => x.boss === boss)) {
        const start = body.indexOf(`<li id="${e.slug}"`);
        expect(start, e.slug).toBeGreaterThan(-1);
        const fight = body.slice(start, body.indexOf('</article></li>', start));
        if (e.health === null) {
          expect(fight, e.slug).not.toContain(caption);
          continue;
        }
        const table = fight.slice(fight.indexOf(`<caption class="text-left">${caption}</caption>`));
        const hits = [...table.matchAll(/<tr><th scope="row">[^<]*<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
        expect([e.slug, hits]).toEqual([e.slug, needle.levels.map((l) => Math.ceil(e.health! / l.damage))]);
      }
    }
  });

  it("names each level by the needle's own name, the first as the needle Hornet starts with", async () => {
    const { body } = await html('/guides/boss/moss-mother');
    const start = body.indexOf('<li id="moss-mother-ruined-chapel"');
    const fight = body.slice(start, body.indexOf('</article></li>', start));
    expect(fight).toContain('<dd>120</dd>');
    const names = [...fight.matchAll(/<tr><th scope="row">([^<]*)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    const itemName = (slug: string) => (BUNDLED.items.find((i) => i.slug === slug)!.translations as Record<string, { name: string }>).en!.name;
    expect(names).toEqual([
      [translate('en', 'encyclopaedia.needle.base'), '24'],
      [itemName('sharpened-needle'), '14'],
      [itemName('shining-needle'), '10'],
      [itemName('hivesteel-needle'), '8'],
      [itemName('pale-steel-needle'), '6'],
    ]);
  });

  describe("a fight's phases and moves", () => {
    const texts = (id: 'moves' | 'fight_phases', lang: Lang) =>
      new Map(BUNDLED[id].map((r) => [r.slug, (r.translations as Record<string, { name?: string; description: string }>)[lang]!]));
    const fightOf = (body: string, slug: string) => {
      const start = body.indexOf(`<li id="${slug}"`);
      return body.slice(start, body.indexOf('</article></li>', start));
    };
    // What a reader sees of some markup: its text, the entities React writes decoded.
    const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    const shown = published(encounters).filter((e) => moves.some((m) => m.encounter === e.slug) || phases.some((p) => p.encounter === e.slug));

    it.each(['en', 'ja'] as const)('%s: each fight lists its phases in order and its moves in the data\'s order, with their numbers where given', { timeout: crawlTimeout(shown.length) }, async (lang) => {
      expect(shown.length).toBeGreaterThan(30);
      const moveTexts = texts('moves', lang);
      const phaseTexts = texts('fight_phases', lang);
      for (const e of shown) {
        const { res, body } = await html(localizedPath(lang, `/guides/boss/${e.boss}`));
        expect(res.status, e.slug).toBe(200);
        const fight = fightOf(body, e.slug);
        const itsPhases = published(phases).filter((p) => p.encounter === e.slug);
        const labels = [...fight.matchAll(/<li><span class="font-semibold text-gold">([^<]+)<\/span>/g)].map((m) => m[1]);
        expect([e.slug, labels]).toEqual([e.slug, itsPhases.map((p) => translate(lang, 'encyclopaedia.fight.phase', { phase: String(p.phase) }))]);
        for (const p of itsPhases) expect(textOf(fight), p.slug).toContain(phaseTexts.get(p.slug)!.description);
        const itsMoves = published(moves).filter((m) => m.encounter === e.slug);
        const movesPart = itsMoves.length > 0 ? fight.slice(fight.indexOf(`id="${e.slug}-moves"`)) : '';
        const names = [...movesPart.matchAll(/<dt[^>]*>([^<]+)<\/dt>/g)].map((m) => textOf(m[1]!));
        expect([e.slug, names]).toEqual([e.slug, itsMoves.map((m) => moveTexts.get(m.slug)!.name)]);
        for (const m of itsMoves) {
          const dd = movesPart.split('<dt').slice(1)[itsMoves.indexOf(m)]!.split('</dd>')[0]!;
          expect(textOf(dd), m.slug).toContain(moveTexts.get(m.slug)!.description);
          const masks = translate(lang, 'encyclopaedia.fight.masksPerHit', { count: String(m.masks) });
          if (m.masks === null) expect(dd, m.slug).not.toContain(masks.slice(0, 4));
          else expect(dd, m.slug).toContain(masks);
          const from = translate(lang, 'encyclopaedia.fight.fromPhase', { phase: String(m.phase) });
          expect(dd.includes(from), m.slug).toBe(m.phase !== null && m.phase > 1);
        }
      }
    });

    it('the fights without agreed phases or moves show neither heading', async () => {
      const bare = published(encounters).filter((e) => !shown.includes(e));
      expect(bare.length).toBeGreaterThan(0);
      for (const e of bare.slice(0, 5)) {
        const fight = fightOf((await html(`/guides/boss/${e.boss}`)).body, e.slug);
        expect(fight, e.slug).not.toContain(`id="${e.slug}-moves"`);
        expect(fight, e.slug).not.toContain(`id="${e.slug}-phases"`);
      }
    });
  });
});
