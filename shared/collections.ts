import { BOSS_SCHEMA, BOSS_TEASER_SCHEMA } from './schema/boss.ts';
import type { EntityDef, RowOf } from './schema/entity.ts';
import { AREA_TYPES, DIFFICULTIES, ITEM_TYPES, RARITIES } from './schema/enums.ts';
import { ITEM_SCHEMA, ITEM_TEASER_SCHEMA } from './schema/item.ts';
import { NEWS_SCHEMA, NEWS_TEASER_SCHEMA } from './schema/news.ts';
import { TRAILER_SCHEMA, TRAILER_TEASER_SCHEMA } from './schema/trailer.ts';
import { PREORDER_VARIANT_SCHEMA } from './schema/preorderVariant.ts';
import { SYSTEM_REQUIREMENTS_SCHEMA } from './schema/systemRequirements.ts';
import { ZONE_SCHEMA, ZONE_TEASER_SCHEMA } from './schema/zone.ts';
import { fillPath, FORM_OUTCOME_QUERY, route, type QueryRule, type RouteDef, type RouteId } from './routes.ts';

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
  /** The hub (list) page and the page of one entry. */
  hub: RouteId;
  entry: RouteId;
  /** The hub's filters: a query parameter per column, each one of that column's values. */
  filters: Readonly<Record<string, readonly string[]>>;
  /** The list's text column that names an entry, and the one a search result quotes. */
  title: string;
  summary: string | null;
  /** How search labels its results. */
  searchType: 'news' | 'guide';
  /** A column holding when an entry last changed, for the sitemap. */
  lastmod?: string;
}

export type CollectionDef = StoredDef | PagedDef;

/**
 * In the order search and the sitemap list their entries. The pre-order variants and the system
 * requirements have no pages of their own: the pre-order and platforms pages read them whole.
 */
export const COLLECTIONS = {
  news: { schema: NEWS_SCHEMA, list: NEWS_TEASER_SCHEMA, inner: true, html: 'body', hub: 'news', entry: 'newsArticle', filters: {}, title: 'title', summary: 'summary', searchType: 'news', lastmod: 'updated_at' },
  trailers: { schema: TRAILER_SCHEMA, list: TRAILER_TEASER_SCHEMA, hub: 'trailers', entry: 'trailer', filters: {}, title: 'title', summary: null, searchType: 'guide' },
  bosses: { schema: BOSS_SCHEMA, list: BOSS_TEASER_SCHEMA, hub: 'boss', entry: 'bossEntry', filters: { difficulty: DIFFICULTIES }, title: 'name', summary: 'description', searchType: 'guide' },
  items: { schema: ITEM_SCHEMA, list: ITEM_TEASER_SCHEMA, hub: 'items', entry: 'itemEntry', filters: { type: ITEM_TYPES, rarity: RARITIES }, title: 'name', summary: 'description', searchType: 'guide' },
  zones: { schema: ZONE_SCHEMA, list: ZONE_TEASER_SCHEMA, hub: 'map', entry: 'zoneEntry', filters: { type: AREA_TYPES }, title: 'name', summary: 'description', searchType: 'guide' },
  preorder_variants: { schema: PREORDER_VARIANT_SCHEMA, list: PREORDER_VARIANT_SCHEMA },
  system_requirements: { schema: SYSTEM_REQUIREMENTS_SCHEMA, list: SYSTEM_REQUIREMENTS_SCHEMA },
} as const satisfies Record<string, CollectionDef>;

export type CollectionId = keyof typeof COLLECTIONS;
export const COLLECTION_IDS = Object.keys(COLLECTIONS) as CollectionId[];

/** The collections whose entries have pages. */
export type PagedId = { [K in CollectionId]: (typeof COLLECTIONS)[K] extends { entry: RouteId } ? K : never }[CollectionId];
export const PAGED_IDS = COLLECTION_IDS.filter((id): id is PagedId => 'entry' in COLLECTIONS[id]);

export type FullSchema<K extends CollectionId> = (typeof COLLECTIONS)[K]['schema'];
export type ListSchema<K extends CollectionId> = (typeof COLLECTIONS)[K]['list'];
export type ListRow<K extends CollectionId> = RowOf<ListSchema<K>>;

/** An entry's unprefixed path. */
export const entryPath = (id: PagedId, slug: string): string => fillPath(route(COLLECTIONS[id].entry).path, { slug });

/** The unprefixed path of a collection's hub. */
export const hubPath = (id: PagedId): string => route(COLLECTIONS[id].hub).path;

const HUB_OF = new Map<RouteId, PagedId>(PAGED_IDS.map((id) => [COLLECTIONS[id].hub, id]));

/** Every query parameter a route reads: its own, the filters of the collection it is the hub of, and a form's outcome. */
export function routeQuery(r: RouteDef): Readonly<Record<string, QueryRule>> {
  const hubOf = HUB_OF.get(r.id);
  return { ...FORM_OUTCOME_QUERY, ...(hubOf && COLLECTIONS[hubOf].filters), ...r.query };
}

/** A list row's name and summary in its chosen language (the registry says which columns). */
export function titleOf(id: PagedId, text: Record<string, unknown>): { title: string; summary: string } {
  const c: PagedDef = COLLECTIONS[id];
  return { title: String(text[c.title] ?? ''), summary: c.summary ? String(text[c.summary] ?? '') : '' };
}
