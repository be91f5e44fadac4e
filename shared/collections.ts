import { BOSS_SCHEMA, BOSS_TEASER_SCHEMA } from './schema/boss.ts';
import type { EntityDef, RowOf } from './schema/entity.ts';
import { COLLECTIBLE_SCHEMA, COLLECTIBLE_TEASER_SCHEMA } from './schema/collectible.ts';
import { ENCOUNTER_SCHEMA } from './schema/encounter.ts';
import { FIGHT_PHASE_SCHEMA } from './schema/fightPhase.ts';
import { MOVE_SCHEMA } from './schema/move.ts';
import { AREA_TYPES, COLLECTIBLE_KINDS, DIFFICULTIES, ITEM_CATEGORIES, ITEM_TYPES, RARITIES } from './schema/enums.ts';
import { EXPANSION_FACT_SCHEMA, EXPANSION_SCHEMA } from './schema/expansion.ts';
import { ITEM_SCHEMA, ITEM_TEASER_SCHEMA } from './schema/item.ts';
import { NEWS_SCHEMA, NEWS_TEASER_SCHEMA } from './schema/news.ts';
import { PATCH_SCHEMA } from './schema/patch.ts';
import { TRAILER_SCHEMA, TRAILER_TEASER_SCHEMA } from './schema/trailer.ts';
import { PREORDER_VARIANT_SCHEMA } from './schema/preorderVariant.ts';
import { SYSTEM_REQUIREMENTS_SCHEMA } from './schema/systemRequirements.ts';
import { WISH_KINDS, WISH_SCHEMA, WISH_TEASER_SCHEMA } from './schema/wish.ts';
import { ZONE_SCHEMA, ZONE_TEASER_SCHEMA } from './schema/zone.ts';
import { JOURNAL_LIST_SCHEMA, JOURNAL_SCHEMA } from './schema/journal.ts';
import { BENCH_LIST_SCHEMA, BENCH_SCHEMA, REST_KINDS } from './schema/bench.ts';
import { MAP_KINDS, MAP_LIST_SCHEMA, MAP_SCHEMA } from './schema/gameMap.ts';
import { EXTRA_KINDS, EXTRA_LIST_SCHEMA, EXTRA_SCHEMA } from './schema/extra.ts';
import { PERSON_LIST_SCHEMA, PERSON_ROLES, PERSON_SCHEMA } from './schema/person.ts';
import type { CollectionView } from './collectionView.ts';
import type { StaticRouteId } from './routes.ts';

/*
 * The one list of what editors publish. The data layer, the bundled records, the seed, the
 * export, the PostgREST stand-in, search, the sitemap, feeds, entry links and the hubs' filters
 * all iterate it; a new collection is an entry here, its schema, migration, content and pages.
 */

/** What every collection declares: how its rows are read and kept. */
export interface StoredDef<F extends EntityDef = EntityDef, L extends EntityDef = EntityDef> {
  /** Every column and text: what an entry page reads. */
  schema: F;
  /** The texts a list needs (hubs, links, search): the cached list stays small. */
  list: L;
  /** Lists keep only rows with at least one translation (news). */
  inner?: boolean;
  /** A text column holding editors' HTML: the worker sanitizes it before anything caches or renders it. */
  html?: string;
}

/** A collection whose entries are pages of their own (searched, in the sitemap, linked from one another). */
export interface PagedDef<F extends EntityDef = EntityDef, L extends EntityDef = EntityDef> extends StoredDef<F, L> {
  /**
   * The hub (list) page's route id, and the entry page's when entries have their own (else they are
   * anchors on the hub). A collection that declares `pages` has them made from its declaration (route
   * ids: the collection's id and `<id>Entry`); the others name routes of shared/routes.ts.
   */
  hub: string;
  entry?: string;
  /** Routes made from the registry: the hub's path (entries at `<path>/:slug`) and the page above it. */
  pages?: { path: string; parent: StaticRouteId };
  /** How its hub and entry pages show it, when they are the generic ones (app/pages/collection/). */
  view?: CollectionView;
  /** Players tick its entries off (companion.done.<id> says what a tick means). */
  progress?: true;
  /** The hub's filters: a query parameter per column, each one of that column's values. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** The list's text column that names an entry, and the one a search result quotes. */
  title: string;
  summary: string | null;
  /** A column holding when an entry last changed, for the sitemap. */
  lastmod?: string;
}

export type CollectionDef = StoredDef | PagedDef;

/**
 * In the order search and the sitemap list their entries. The pre-order variants and the system
 * requirements have no pages of their own: the pre-order and platforms pages read them whole.
 */
export const COLLECTIONS = {
  news: { schema: NEWS_SCHEMA, list: NEWS_TEASER_SCHEMA, inner: true, html: 'body', hub: 'news', entry: 'newsArticle', filters: {}, title: 'title', summary: 'summary', lastmod: 'updated_at' },
  trailers: { schema: TRAILER_SCHEMA, list: TRAILER_TEASER_SCHEMA, hub: 'trailers', entry: 'trailer', filters: {}, title: 'title', summary: null },
  bosses: { schema: BOSS_SCHEMA, list: BOSS_TEASER_SCHEMA, hub: 'boss', entry: 'bossEntry', filters: { difficulty: DIFFICULTIES }, title: 'name', summary: 'description', progress: true },
  items: { schema: ITEM_SCHEMA, list: ITEM_TEASER_SCHEMA, hub: 'items', entry: 'itemEntry', filters: { type: ITEM_TYPES, rarity: RARITIES, category: ITEM_CATEGORIES }, title: 'name', summary: 'description', progress: true },
  zones: { schema: ZONE_SCHEMA, list: ZONE_TEASER_SCHEMA, hub: 'map', entry: 'zoneEntry', filters: { type: AREA_TYPES }, title: 'name', summary: 'description', progress: true },
  collectibles: { schema: COLLECTIBLE_SCHEMA, list: COLLECTIBLE_TEASER_SCHEMA, hub: 'collectibles', entry: 'collectibleEntry', filters: { kind: COLLECTIBLE_KINDS }, title: 'name', summary: 'description', progress: true },
  wishes: {
    schema: WISH_SCHEMA, list: WISH_TEASER_SCHEMA, hub: 'wishes', entry: 'wishesEntry', pages: { path: '/guides/wishes', parent: 'guides' },
    filters: { kind: WISH_KINDS }, title: 'name', summary: 'description', progress: true,
    view: {
      columns: [
        { kind: 'value', column: 'kind', label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.wishKind' },
        { kind: 'text', column: 'giver', label: 'encyclopaedia.labels.giver' },
        { kind: 'link', column: 'zone', label: 'guides.labels.location' },
        { kind: 'act' },
      ],
      facts: [
        { kind: 'value', column: 'kind', label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.wishKind' },
        { kind: 'text', column: 'giver', label: 'encyclopaedia.labels.giver' },
        { kind: 'text', column: 'board', label: 'encyclopaedia.labels.board' },
        { kind: 'link', column: 'zone', label: 'encyclopaedia.labels.foundIn' },
        { kind: 'act' },
        { kind: 'link', column: 'requires', label: 'encyclopaedia.labels.requires' },
        { kind: 'link', column: 'reward_items', label: 'encyclopaedia.labels.rewards' },
        { kind: 'link', column: 'reward_collectibles', label: 'encyclopaedia.labels.rewards' },
        { kind: 'rosaries', column: 'reward_rosaries', label: 'encyclopaedia.labels.rewards' },
        { kind: 'text', column: 'reward', label: 'encyclopaedia.labels.rewards' },
        { kind: 'yesNo', column: 'missable', label: 'encyclopaedia.labels.missable' },
        { kind: 'text', column: 'steel_soul', label: 'encyclopaedia.labels.steelSoul' },
      ],
      sections: [],
      filters: { kind: { label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.wishKind' } },
    },
  },
  // The rest of the whole game: their entries have little to say beyond a row, so they are rows of their hub (no `entry`).
  journal: {
    schema: JOURNAL_SCHEMA, list: JOURNAL_LIST_SCHEMA, hub: 'journal', pages: { path: '/guides/journal', parent: 'guides' },
    filters: {}, title: 'name', summary: null, progress: true,
    view: {
      columns: [
        { kind: 'number', column: 'kills', label: 'encyclopaedia.labels.kills' },
        { kind: 'link', column: 'zones', label: 'encyclopaedia.labels.foundIn' },
        { kind: 'link', column: 'boss', label: 'encyclopaedia.labels.bossPage' },
        { kind: 'act' },
      ],
      facts: [], sections: [], filters: {},
    },
  },
  benches: {
    schema: BENCH_SCHEMA, list: BENCH_LIST_SCHEMA, hub: 'benches', pages: { path: '/guides/benches', parent: 'guides' },
    filters: { kind: REST_KINDS }, title: 'name', summary: null, progress: true,
    view: {
      columns: [
        { kind: 'value', column: 'kind', label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.restKind' },
        { kind: 'link', column: 'zone', label: 'guides.labels.location' },
        { kind: 'value', column: 'opens', label: 'encyclopaedia.labels.opens', labels: 'encyclopaedia.opener' },
        { kind: 'rosaries', column: 'toll', label: 'encyclopaedia.labels.cost' },
        { kind: 'act' },
      ],
      facts: [], sections: [],
      filters: { kind: { label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.restKind' } },
    },
  },
  maps: {
    schema: MAP_SCHEMA, list: MAP_LIST_SCHEMA, hub: 'maps', pages: { path: '/guides/maps', parent: 'guides' },
    filters: { kind: MAP_KINDS }, title: 'name', summary: null, progress: true,
    view: {
      columns: [
        { kind: 'value', column: 'kind', label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.mapKind' },
        { kind: 'link', column: 'zone', label: 'guides.labels.location' },
        { kind: 'value', column: 'seller', label: 'encyclopaedia.labels.seller', labels: 'encyclopaedia.mapSeller' },
        { kind: 'rosaries', column: 'price', label: 'encyclopaedia.labels.cost' },
        { kind: 'act' },
      ],
      facts: [], sections: [],
      filters: { kind: { label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.mapKind' } },
    },
  },
  extras: {
    schema: EXTRA_SCHEMA, list: EXTRA_LIST_SCHEMA, hub: 'extras', pages: { path: '/guides/extras', parent: 'guides' },
    filters: { kind: EXTRA_KINDS }, title: 'name', summary: null, progress: true,
    view: {
      columns: [
        { kind: 'value', column: 'kind', label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.extraKind' },
        { kind: 'link', column: 'zone', label: 'guides.labels.location' },
        { kind: 'act' },
      ],
      facts: [], sections: [],
      filters: { kind: { label: 'encyclopaedia.labels.kind', labels: 'encyclopaedia.extraKind' } },
    },
  },
  people: {
    schema: PERSON_SCHEMA, list: PERSON_LIST_SCHEMA, hub: 'people', pages: { path: '/guides/people', parent: 'guides' },
    filters: { role: PERSON_ROLES }, title: 'name', summary: null,
    view: {
      columns: [
        { kind: 'value', column: 'role', label: 'encyclopaedia.labels.role', labels: 'encyclopaedia.personRole' },
        { kind: 'link', column: 'zone', label: 'guides.labels.location' },
        { kind: 'link', column: 'wishes', label: 'nav.wishes' },
        { kind: 'link', column: 'sells', label: 'encyclopaedia.labels.sells' },
      ],
      facts: [], sections: [],
      filters: { role: { label: 'encyclopaedia.labels.role', labels: 'encyclopaedia.personRole' } },
    },
  },
  // A boss's encounters are read whole and shown on its page (the list is small and one cached copy serves every boss).
  encounters: { schema: ENCOUNTER_SCHEMA, list: ENCOUNTER_SCHEMA },
  // So are the moves and phases of those fights, shown under their encounter.
  moves: { schema: MOVE_SCHEMA, list: MOVE_SCHEMA },
  fight_phases: { schema: FIGHT_PHASE_SCHEMA, list: FIGHT_PHASE_SCHEMA },
  preorder_variants: { schema: PREORDER_VARIANT_SCHEMA, list: PREORDER_VARIANT_SCHEMA },
  system_requirements: { schema: SYSTEM_REQUIREMENTS_SCHEMA, list: SYSTEM_REQUIREMENTS_SCHEMA },
  // Patches, expansions and their facts are read whole where they are shown (entry pages read every patch's changes).
  patches: { schema: PATCH_SCHEMA, list: PATCH_SCHEMA, hub: 'updates', filters: {}, title: 'title', summary: 'summary' },
  expansions: { schema: EXPANSION_SCHEMA, list: EXPANSION_SCHEMA, hub: 'seaOfSorrow', filters: {}, title: 'name', summary: 'summary' },
  expansionFacts: { schema: EXPANSION_FACT_SCHEMA, list: EXPANSION_FACT_SCHEMA, hub: 'seaOfSorrow', filters: {}, title: 'text', summary: null },
} as const satisfies Record<string, CollectionDef>;

export type CollectionId = keyof typeof COLLECTIONS;
export const COLLECTION_IDS = Object.keys(COLLECTIONS) as CollectionId[];

/** The collections listed on a hub page: searched, their entries linked (to their own page or their anchor on the hub). */
export type ListedId = { [K in CollectionId]: (typeof COLLECTIONS)[K] extends { hub: string } ? K : never }[CollectionId];
export const LISTED_IDS = COLLECTION_IDS.filter((id): id is ListedId => 'hub' in COLLECTIONS[id]);

/** The collections whose entries have pages of their own (and so are in the sitemap). */
export type PagedId = { [K in CollectionId]: (typeof COLLECTIONS)[K] extends { entry: string } ? K : never }[CollectionId];
export const isPagedId = (id: CollectionId): id is PagedId => 'entry' in COLLECTIONS[id];
export const PAGED_IDS = COLLECTION_IDS.filter(isPagedId);

/** The collections whose routes are made from their declaration (`pages`). */
export type MadeId = { [K in CollectionId]: (typeof COLLECTIONS)[K] extends { pages: object } ? K : never }[CollectionId];
export const MADE_IDS = COLLECTION_IDS.filter((id): id is MadeId => 'pages' in COLLECTIONS[id]);

/**
 * The collections whose entries have pages that a collection's slug-reference columns name, by column
 * (`zone` -> zones): what its pages link, from the lists of those collections.
 */
export function referencesOf(id: CollectionId): Readonly<Record<string, PagedId>> {
  const { columns } = COLLECTIONS[id].schema;
  return Object.fromEntries(
    Object.entries(columns).flatMap(([name, c]) => {
      const target = PAGED_IDS.find((p) => COLLECTIONS[p].schema.table === c.references);
      return target ? [[name, target]] : [];
    }),
  );
}

/** The collections players tick off, in the registry's order: hubs, entry pages, area pages and /progress follow. */
export type ProgressId = { [K in CollectionId]: (typeof COLLECTIONS)[K] extends { progress: true } ? K : never }[CollectionId];
export const isProgressId = (id: string): id is ProgressId => (COLLECTIONS as Record<string, { progress?: true }>)[id]?.progress === true;
export const PROGRESS_IDS = COLLECTION_IDS.filter(isProgressId);

export type FullSchema<K extends CollectionId> = (typeof COLLECTIONS)[K]['schema'];
export type ListSchema<K extends CollectionId> = (typeof COLLECTIONS)[K]['list'];
export type ListRow<K extends CollectionId> = RowOf<ListSchema<K>>;

/** A list row's name and summary in its chosen language (the registry says which columns). */
export function titleOf(id: ListedId, text: Record<string, unknown>): { title: string; summary: string } {
  const c: PagedDef = COLLECTIONS[id];
  return { title: String(text[c.title] ?? ''), summary: c.summary ? String(text[c.summary] ?? '') : '' };
}
