import { bossView, byZone, collectibleView, type Placed, itemView, link, namesIn, neededFor, neighbours, trailerView, zoneView, type EntryLink, type Names } from '../../shared/encyclopaedia.ts';
import type { NamedPath } from '../../shared/nameLinks.ts';
import { patchNotes, type PatchedCollection, type PatchNote } from '../../shared/patches.ts';
import { allInLanguage } from '../../shared/translation.ts';
import type { Listing } from '../../shared/data.ts';
import type { Lang } from '../../shared/languages.ts';
import type { Act } from '../../shared/schema/enums.ts';
import type { PatchRow } from '../../shared/schema/patch.ts';
import { BossEntry } from '../pages/encyclopaedia/BossEntry.tsx';
import { BossHub } from '../pages/encyclopaedia/BossHub.tsx';
import { entryHead, videoJsonLd } from '../pages/encyclopaedia/head.ts';
import { ItemEntry } from '../pages/encyclopaedia/ItemEntry.tsx';
import { ItemsHub } from '../pages/encyclopaedia/ItemsHub.tsx';
import { MapHub } from '../pages/encyclopaedia/MapHub.tsx';
import { COLLECTIONS, PROGRESS_IDS, type ListRow, type ListedId, type MadeId, type PagedId, type ProgressId } from '../../shared/collections.ts';
import type { SiteData } from '../../shared/data.ts';
import { isTicked } from '../../shared/companion.ts';
import { NEEDLE_LEVELS } from '../../shared/static/needle.ts';
import { sharedFilter, type SharedFilter } from '../../shared/hubFilters.ts';
import type { Key } from '../../shared/i18n.ts';
import { entryPath } from '../../shared/routes.ts';
import { CollectibleEntry } from '../pages/encyclopaedia/CollectibleEntry.tsx';
import { CollectiblesHub } from '../pages/encyclopaedia/CollectiblesHub.tsx';
import type { EntryFrame } from '../pages/encyclopaedia/EntryPage.tsx';
import { TrailerEntry } from '../pages/encyclopaedia/TrailerEntry.tsx';
import { Trailers } from '../pages/encyclopaedia/Trailers.tsx';
import { ZoneEntry } from '../pages/encyclopaedia/ZoneEntry.tsx';
import type { BossData, BossHubData, CollectibleData, CollectibleHubData, ItemData, ItemHubData, MapHubData, TrailerData, TrailersData, ZoneData } from '../pages/encyclopaedia/types.ts';
import { textLang } from '../ui/textLanguage.ts';
import { defineRoute, unavailablePage, type LoadContext, type LoadResult, type RelatedLink } from './module.ts';

/*
 * The encyclopaedia's routes: hubs read one cached list each (filters apply on the page, so one
 * list serves every filter); entries read one row by slug plus the lists that name their links.
 */

type Filters<K extends ListedId> = (typeof COLLECTIONS)[K]['filters'];

/**
 * A hub's chosen filters, from the registry's declaration and its collection's columns (act, area,
 * missable): the worker has already sent any unknown or repeated value to the hub's own address, so
 * each parameter here names one of its values (an area may still name none: see `unknownArea`).
 */
export function filters<K extends ListedId>(id: K, query: LoadContext['query']): { [F in keyof Filters<K>]?: Filters<K>[F] extends readonly (infer V)[] ? V : never } & SharedFilter {
  const declared: Readonly<Record<string, readonly string[]>> = COLLECTIONS[id].filters;
  const own = Object.fromEntries(Object.entries(declared).flatMap(([name, values]) => (values.includes(query[name] ?? '') ? [[name, query[name]]] : [])));
  return { ...own, ...sharedFilter(id, query) } as never;
}

/** A filter by an area that is not one (or not published): the hub answers 404, so no such address is kept. */
export const unknownArea = (filter: SharedFilter, areas: Names): boolean => filter.area !== undefined && !areas.has(filter.area);

// Without the areas (their list could not be read): one empty list, by which the map's markup is kept.
const NO_AREAS: readonly never[] = [];
// A list that could not be read, as a key: every failed read gives the same entries.
const UNREAD = {};

/**
 * A keeper of what one hub makes from its lists in one language, made once while those lists stay
 * the data layer's (it keeps a list's rows while they are fresh): the hub gives its table these
 * objects, by which the rows' markup is kept. Each hub has its own keeper, so two hubs reading the
 * same lists never see each other's entries.
 */
export function keeper<T>(): (lists: readonly [Listing<unknown>, ...Listing<unknown>[]], lang: Lang, build: () => T) => T {
  const made = new WeakMap<object, { with: readonly object[]; byLang: Map<Lang, T> }>();
  return (lists, lang, build) => {
    const [first, ...others] = lists.map((l) => (l.kind === 'ok' ? l.rows : UNREAD)) as [object, ...object[]];
    let kept = made.get(first);
    if (!kept || kept.with.some((k, i) => k !== others[i])) made.set(first, (kept = { with: others, byLang: new Map() }));
    let built = kept.byLang.get(lang);
    if (built === undefined) kept.byLang.set(lang, (built = build()));
    return built;
  };
}

/** Bosses or items by the zone they are in; none when the list could not be read (the areas still show, without them). */
const byZoneOf = (listing: Listing<Parameters<typeof byZone>[0][number]>, lang: Lang): ReadonlyMap<string, EntryLink[]> =>
  listing.kind === 'ok' ? byZone(listing.rows, lang) : new Map();

/** The ticked collections an area lists beyond its bosses, items and collectibles (wishes, enemies, benches...), in the registry's order. */
export type AlsoHereId = Exclude<ProgressId, 'zones' | 'bosses' | 'items' | 'collectibles'>;
const ALSO_HERE = PROGRESS_IDS.filter((k): k is AlsoHereId => !['zones', 'bosses', 'items', 'collectibles'].includes(k));

/** Their lists, read as placed entries (each names its area or areas). */
const alsoHereLists = (data: SiteData) => Promise.all(ALSO_HERE.map((k) => (data[k] as unknown as { list(): Promise<Listing<Placed>> }).list()));

/** What the patches say about one entry; nothing when they could not be read (the page is then not kept). */
const notesOf = (patches: Listing<PatchRow>, lang: Lang, kind: PatchedCollection, slug: string): PatchNote[] =>
  patches.kind === 'ok' ? patchNotes(patches.rows, lang, kind, slug) : [];

/** An entry's own links as the sidebar's related links. */
export const related = (kind: PagedId, items: readonly (EntryLink | null)[]) =>
  items.flatMap((l) => (l ? [{ label: l.name, path: entryPath(kind, l.slug), act: l.act }] : []));

/** The collections whose hub lists each entry with the area it is in. */
type PlacedId = 'bosses' | 'items' | 'collectibles';

/**
 * A hub of entries that each name their area: one list and the areas' names, joined once per list
 * and language (see `keeper`); 503 when the list could not be read, the areas left unlinked when theirs could not.
 */
// The hubs' data types name each collection's own teaser and filters; the join is the same for all three.
function placedHub<D>(id: PlacedId, Page: Parameters<typeof defineRoute<D>>[1]) {
  const once = keeper<unknown>();
  return defineRoute<D>(async ({ query, lang, data }) => {
    const filter = filters(id, query);
    const [list, zones] = await Promise.all([data[id].list() as Promise<Listing<ListRow<PlacedId>>>, data.zones.list()]);
    if (list.kind === 'failed') return unavailablePage as LoadResult<D>;
    if (zones.kind === 'ok' && unknownArea(filter, namesIn(zones, lang))) return { kind: 'notFound' };
    const entries = once([list, zones], lang, () => {
      const zoneNames = namesIn(zones, lang);
      return allInLanguage(list.rows, lang).map((e) => ({ ...e, zone: link(e.zone, zoneNames) }));
    });
    return { kind: 'page', data: { kind: 'ok', entries, filter } as unknown as D };
  }, Page);
}

export const bossHub = placedHub<BossHubData>('bosses', BossHub);
export const itemsHub = placedHub<ItemHubData>('items', ItemsHub);
export const collectiblesHub = placedHub<CollectibleHubData>('collectibles', CollectiblesHub);

const mapEntries = keeper<Extract<MapHubData, { kind: 'ok' }>['entries']>();

export const mapHub = defineRoute<MapHubData>(async ({ query, lang, data }) => {
  const filter = filters('zones', query);
  const [zones, bosses, items, collectibles, others] = await Promise.all([data.zones.list(), data.bosses.list(), data.items.list(), data.collectibles.list(), alsoHereLists(data)]);
  if (zones.kind === 'failed') return unavailablePage;
  const entries = mapEntries([zones, bosses, items, collectibles, ...others], lang, () => {
    const [bossesIn, itemsIn, collectiblesIn] = [byZoneOf(bosses, lang), byZoneOf(items, lang), byZoneOf(collectibles, lang)];
    const othersIn = others.map((o) => byZoneOf(o, lang));
    const untracked = new Set(rowsOf(items).flatMap((r) => (isTicked(r) ? [] : [r.slug])));
    return allInLanguage(zones.rows, lang).map((z) => {
      const [b, i, c] = [bossesIn.get(z.slug) ?? [], itemsIn.get(z.slug) ?? [], collectiblesIn.get(z.slug) ?? []];
      const ticked = i.filter((e) => !untracked.has(e.slug));
      // What this area holds of every ticked collection, as progress keys: the map counts what is left of them.
      const entries = [
        `zones/${z.slug}`, ...b.map((e) => `bosses/${e.slug}`), ...ticked.map((e) => `items/${e.slug}`), ...c.map((e) => `collectibles/${e.slug}`),
        // Not the journal's enemies: one that roams sixteen areas would count sixteen times.
        ...ALSO_HERE.flatMap((kind, k) => (kind === 'journal' ? [] : (othersIn[k]!.get(z.slug) ?? []).map((e) => `${kind}/${e.slug}`))),
      ];
      return { ...z, bosses: b, items: i, collectibles: c, entries };
    });
  });
  return { kind: 'page', data: { kind: 'ok', entries, filter } };
}, MapHub);

export const trailers = defineRoute<TrailersData>(async ({ lang, data }) => {
  const list = await data.trailers.list();
  if (list.kind === 'failed') return unavailablePage;
  return { kind: 'page', data: { kind: 'ok', entries: allInLanguage(list.rows, lang), filter: {} } };
}, Trailers);

/** 404 for no such entry (or one without any usable text), 503 when it could not be asked for. */
export function missing(found: { kind: 'missing' | 'failed' }): LoadResult<never> {
  return found.kind === 'missing' ? { kind: 'notFound' } : { kind: 'unavailable' };
}

type Named = { name: string; lang: Lang; languages: Lang[]; description: string | null; act?: Act | null };

/** The rows of a list that could be read; none when it could not (what they would add is left out). */
export const rowsOf = <R,>(listing: Listing<R>): readonly R[] => (listing.kind === 'ok' ? listing.rows : []);

/** Every entry's name with the path of its page, to link where an entry's texts mention it (not the entry itself). */
function proseNames(lists: Partial<Record<PagedId, Names>>, self: string): NamedPath[] {
  return Object.entries(lists).flatMap(([kind, known]) =>
    [...known].flatMap(([slug, n]) => (slug === self ? [] : [{ name: n.name, path: entryPath(kind as PagedId, slug), act: n.act ?? null }])),
  );
}

/** Prev/next in the hub's order and the names to link, from the lists the loader read. */
export const frameOf = (own: Names, slug: string, lists: Partial<Record<PagedId, Names>>): EntryFrame => ({ pager: neighbours(own, slug), prose: proseNames(lists, slug) });

/**
 * An entry page from its view: 404 when it has no usable text at all; otherwise its own name in
 * the breadcrumb, its own links in the sidebar, and its head (canonical to English when shown in English).
 */
export function entryPage<D, V extends Named>(ctx: LoadContext, view: V | null, seo: 'boss' | 'item' | 'zone' | 'collectible' | MadeId, data: (view: V) => D, links: (view: V) => RelatedLink[]): LoadResult<D> {
  if (!view) return { kind: 'notFound' };
  const { t, lang } = ctx;
  return {
    kind: 'page',
    data: data(view),
    crumb: { label: view.name, lang: textLang(view.lang, lang) },
    related: dedupe(links(view)),
    head: entryHead(t, lang, view, t(`encyclopaedia.seo.${seo}.title` as Key, { name: view.name }), t(`encyclopaedia.seo.${seo}.description` as Key, { name: view.name })),
  };
}

/** Related links once each (an area may be both where a boss is and where one of its encounters is). */
const dedupe = (links: RelatedLink[]) => links.filter((l, i) => links.findIndex((o) => o.path === l.path) === i);

export const boss = defineRoute<BossData>(async (ctx) => {
  const { params, lang, data } = ctx;
  const [found, bosses, zones, items, collectibles, encounters, phases, moves, patches] = await Promise.all([
    data.bosses.bySlug(params.slug ?? ''), data.bosses.list(), data.zones.list(), data.items.list(), data.collectibles.list(),
    data.encounters.list(), data.fight_phases.list(), data.moves.list(), data.patches.list(),
  ]);
  if (found.kind !== 'found') return missing(found);
  const known = { bosses: namesIn(bosses, lang), zones: namesIn(zones, lang), items: namesIn(items, lang), collectibles: namesIn(collectibles, lang) };
  const view = bossView(found.row, lang, { ...known, encounters: rowsOf(encounters), phases: rowsOf(phases), moves: rowsOf(moves) });
  return entryPage(
    ctx, view, 'boss',
    (boss) => ({
      boss,
      needle: NEEDLE_LEVELS.map((l) => ({ ...l, name: l.item === null ? ctx.t('encyclopaedia.needle.base') : known.items.get(l.item)?.name ?? l.item })),
      patches: notesOf(patches, lang, 'bosses', boss.slug), ...frameOf(known.bosses, boss.slug, { bosses: known.bosses, items: known.items, zones: known.zones }) }),
    (b) => [
      ...related('zones', [b.zone, ...b.encounters.map((e) => e.zone)]),
      ...related('items', [...b.drops, ...b.encounters.flatMap((e) => e.drops)]),
      ...related('collectibles', b.encounters.flatMap((e) => e.collectibles)),
    ],
  );
}, BossEntry);

export const item = defineRoute<ItemData>(async (ctx) => {
  const { params, lang, data } = ctx;
  const [found, items, zones, bosses, collectibles, patches] = await Promise.all([
    data.items.bySlug(params.slug ?? ''), data.items.list(), data.zones.list(), data.bosses.list(), data.collectibles.list(), data.patches.list(),
  ]);
  if (found.kind !== 'found') return missing(found);
  const known = { items: namesIn(items, lang), zones: namesIn(zones, lang), bosses: namesIn(bosses, lang), collectibles: namesIn(collectibles, lang) };
  const view = itemView(found.row, lang, known);
  return entryPage(
    ctx, view, 'item',
    (item) => ({
      item,
      patches: notesOf(patches, lang, 'items', item.slug),
      neededFor: { items: neededFor(rowsOf(items), item.slug, known.items), collectibles: neededFor(rowsOf(collectibles), item.slug, known.collectibles) },
      ...frameOf(known.items, item.slug, { bosses: known.bosses, items: known.items, zones: known.zones }),
    }),
    (i) => [...related('zones', [i.zone]), ...related('bosses', [i.boss]), ...related('items', i.requires)],
  );
}, ItemEntry);

export const collectible = defineRoute<CollectibleData>(async (ctx) => {
  const { params, lang, data } = ctx;
  const [found, collectibles, zones, bosses, items] = await Promise.all([
    data.collectibles.bySlug(params.slug ?? ''), data.collectibles.list(), data.zones.list(), data.bosses.list(), data.items.list(),
  ]);
  if (found.kind !== 'found') return missing(found);
  const known = { collectibles: namesIn(collectibles, lang), zones: namesIn(zones, lang), bosses: namesIn(bosses, lang), items: namesIn(items, lang) };
  const view = collectibleView(found.row, lang, known);
  return entryPage(
    ctx, view, 'collectible',
    (collectible) => ({ collectible, ...frameOf(known.collectibles, collectible.slug, { bosses: known.bosses, items: known.items, zones: known.zones }) }),
    (c) => [...related('zones', [c.zone]), ...related('bosses', [c.boss]), ...related('items', c.requires)],
  );
}, CollectibleEntry);

export const zone = defineRoute<ZoneData>(async (ctx) => {
  const { params, lang, data } = ctx;
  const [found, zones, bosses, items, collectibles, patches, others] = await Promise.all([
    data.zones.bySlug(params.slug ?? ''), data.zones.list(), data.bosses.list(), data.items.list(), data.collectibles.list(), data.patches.list(), alsoHereLists(data),
  ]);
  if (found.kind !== 'found') return missing(found);
  const known = { zones: namesIn(zones, lang), bosses: namesIn(bosses, lang), items: namesIn(items, lang) };
  const view = zoneView(found.row, lang, known, { bosses: rowsOf(bosses), items: rowsOf(items), collectibles: rowsOf(collectibles) });
  const map = zones.kind === 'ok' ? allInLanguage(zones.rows, lang) : NO_AREAS;
  const alsoHere = (slug: string) =>
    ALSO_HERE.flatMap((kind, k) => {
      const here = byZoneOf(others[k]!, lang).get(slug) ?? [];
      return here.length > 0 ? [{ kind, items: here }] : [];
    });
  return entryPage(
    ctx, view, 'zone',
    (zone) => ({ zone, map, alsoHere: alsoHere(zone.slug), patches: notesOf(patches, lang, 'zones', zone.slug), ...frameOf(known.zones, zone.slug, known) }),
    (z) => [...related('bosses', z.bosses), ...related('zones', z.connects)],
  );
}, ZoneEntry);

export const trailer = defineRoute<TrailerData>(async ({ params, lang, t, origin, data }) => {
  const found = await data.trailers.bySlug(params.slug ?? '');
  if (found.kind !== 'found') return missing(found);
  const view = trailerView(found.row, lang);
  if (!view) return { kind: 'notFound' };
  const head = entryHead(t, lang, { ...view, description: null }, t('encyclopaedia.seo.trailer.title', { title: view.title }), t('encyclopaedia.seo.trailer.description', { title: view.title }));
  return {
    kind: 'page',
    data: { trailer: view },
    crumb: { label: view.title, lang: textLang(view.lang, lang) },
    head: { ...head, og: { type: 'video.other' }, jsonLd: [videoJsonLd(origin, view)] },
  };
}, TrailerEntry);
