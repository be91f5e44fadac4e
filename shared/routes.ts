import { COLLECTIONS, isPagedId, LISTED_IDS, MADE_IDS, type ListedId, type MadeId, type PagedDef, type PagedId } from './collections.ts';
import type { Dict, Key } from './i18n.ts';
import { sharedRules } from './hubFilters.ts';


/*
 * The one declaration of the site's pages, free of React: the router, navigation, breadcrumbs,
 * sidebar, sitemap, alternates, search index and page cache read it. Which React page answers a
 * route is attached in app/routes/, by id.
 */

/** The routes written out below; each collection declared with `pages` adds its hub and entry routes. */
export type StaticRouteId =
  | 'home' | 'releaseDate' | 'platforms' | 'systemRequirements'
  | 'steam' | 'playstation' | 'xbox' | 'nintendo'
  | 'preorder' | 'guides' | 'gettingStarted' | 'boss' | 'items' | 'collectibles' | 'map'
  | 'bossEntry' | 'itemEntry' | 'collectibleEntry' | 'zoneEntry' | 'trailers' | 'trailer'
  | 'news' | 'newsArticle' | 'updates' | 'seaOfSorrow' | 'faq' | 'search' | 'community' | 'contact' | 'progress';

/** A made collection's hub route is its id; its entry route, when its entries have pages, `<id>Entry`. */
export type MadeRouteId = MadeId | `${MadeId & PagedId}Entry`;
export type RouteId = StaticRouteId | MadeRouteId;

export type SeoKey = keyof Dict['seo'];

/**
 * A query parameter a page reads: one of a list of values (a hub filter), a page number of a
 * paged list, or free text (the search query; such answers are never stored).
 */
export type QueryRule = readonly string[] | 'page-number' | 'text' | 'slug';

export interface RouteDef {
  id: RouteId;
  /** Hono pattern without language prefix. */
  path: string;
  /** Breadcrumb, navigation and sidebar label. */
  label: Key;
  seo: SeoKey;
  /** The route whose URL is canonical when two paths show one page. */
  canonical?: RouteId;
  /** The page above this one: breadcrumbs, navigation and related links follow it. */
  parent?: RouteId;
  /** Position in the main navigation; routes without one are not in it (a child is listed under its parent). */
  nav?: number;
  /** The navigation's name for a route whose children are wider than its page (the platforms page heads the game's info). */
  menuLabel?: Key;
  sitemap: boolean;
  search: boolean;
  related?: readonly RouteId[];
  /** The query parameters the page reads besides a collection's hub filters (shared/collections.ts). */
  query?: Readonly<Record<string, QueryRule>>;
}

const STATIC_ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', label: 'nav.home', seo: 'home', nav: 1, sitemap: true, search: true, related: ['releaseDate', 'platforms', 'news', 'guides'] },
  { id: 'releaseDate', path: '/release-date', label: 'nav.releaseDate', seo: 'releaseDate', parent: 'platforms', sitemap: true, search: true, related: ['preorder', 'platforms', 'systemRequirements', 'faq'] },
  { id: 'platforms', path: '/platforms', label: 'nav.platforms', menuLabel: 'nav.game', seo: 'platforms', nav: 6, sitemap: true, search: true, related: ['systemRequirements', 'preorder', 'releaseDate'] },
  { id: 'steam', path: '/platforms/steam', label: 'nav.steam', seo: 'steam', parent: 'platforms', sitemap: true, search: true },
  { id: 'playstation', path: '/platforms/playstation', label: 'nav.playstation', seo: 'playstation', parent: 'platforms', sitemap: true, search: true },
  { id: 'xbox', path: '/platforms/xbox', label: 'nav.xbox', seo: 'xbox', parent: 'platforms', sitemap: true, search: true },
  { id: 'nintendo', path: '/platforms/nintendo', label: 'nav.nintendo', seo: 'nintendo', parent: 'platforms', sitemap: true, search: true },
  { id: 'preorder', path: '/preorder', label: 'nav.preorder', seo: 'preorder', parent: 'platforms', sitemap: true, search: true, related: ['platforms', 'releaseDate', 'news'] },
  { id: 'news', path: '/news', label: 'nav.news', seo: 'news', nav: 5, sitemap: true, search: false, related: ['releaseDate', 'guides', 'faq'], query: { page: 'page-number' } },
  { id: 'newsArticle', path: '/news/:slug', label: 'nav.news', seo: 'news', parent: 'news', sitemap: false, search: false, related: ['news', 'releaseDate', 'guides'] },
  { id: 'guides', path: '/guides', label: 'nav.guides', seo: 'guides', nav: 4, sitemap: true, search: true, related: ['faq', 'news'] },
  { id: 'gettingStarted', path: '/guides/getting-started', label: 'nav.gettingStarted', seo: 'gettingStarted', parent: 'guides', sitemap: true, search: true },
  { id: 'boss', path: '/guides/boss', label: 'nav.boss', seo: 'boss', parent: 'guides', sitemap: true, search: true },
  { id: 'items', path: '/guides/items', label: 'nav.items', seo: 'items', parent: 'guides', sitemap: true, search: true },
  { id: 'collectibles', path: '/guides/collectibles', label: 'nav.collectibles', seo: 'collectibles', parent: 'guides', sitemap: true, search: true },
  { id: 'bossEntry', path: '/guides/boss/:slug', label: 'nav.boss', seo: 'boss', parent: 'boss', sitemap: false, search: false },
  { id: 'itemEntry', path: '/guides/items/:slug', label: 'nav.items', seo: 'items', parent: 'items', sitemap: false, search: false },
  { id: 'collectibleEntry', path: '/guides/collectibles/:slug', label: 'nav.collectibles', seo: 'collectibles', parent: 'collectibles', sitemap: false, search: false },
  { id: 'zoneEntry', path: '/guides/map/:slug', label: 'nav.map', seo: 'map', parent: 'map', sitemap: false, search: false },
  { id: 'trailers', path: '/trailers', label: 'nav.trailers', seo: 'trailers', parent: 'guides', sitemap: true, search: true, related: ['guides', 'news', 'home'] },
  { id: 'trailer', path: '/trailers/:slug', label: 'nav.trailers', seo: 'trailers', parent: 'trailers', sitemap: false, search: false, related: ['trailers', 'news'] },
  { id: 'map', path: '/guides/map', label: 'nav.map', seo: 'map', parent: 'guides', nav: 2, sitemap: true, search: true },
  { id: 'updates', path: '/updates', label: 'nav.updates', seo: 'updates', parent: 'guides', sitemap: true, search: true, related: ['news', 'boss', 'seaOfSorrow'] },
  { id: 'seaOfSorrow', path: '/sea-of-sorrow', label: 'nav.seaOfSorrow', seo: 'seaOfSorrow', parent: 'guides', sitemap: true, search: true, related: ['news', 'updates', 'map'] },
  { id: 'faq', path: '/faq', label: 'nav.faq', seo: 'faq', nav: 7, sitemap: true, search: true, related: ['community', 'contact', 'releaseDate', 'systemRequirements'] },
  { id: 'systemRequirements', path: '/system-requirements', label: 'nav.systemRequirements', seo: 'systemRequirements', canonical: 'platforms', parent: 'platforms', sitemap: false, search: false, related: ['platforms', 'steam', 'faq'] },
  { id: 'community', path: '/community', label: 'nav.community', seo: 'community', nav: 8, sitemap: true, search: true, related: ['faq', 'contact', 'news'] },
  { id: 'contact', path: '/contact', label: 'nav.contact', seo: 'contact', sitemap: true, search: true, related: ['community', 'faq'] },
  { id: 'progress', path: '/progress', label: 'nav.progress', seo: 'progress', nav: 3, sitemap: true, search: false, related: ['boss', 'items', 'collectibles', 'map'] },
  { id: 'search', path: '/search', label: 'nav.search', seo: 'search', sitemap: false, search: false, related: ['guides', 'faq', 'news'], query: { q: 'text' } },
];

/**
 * The hub and entry routes of each collection declared with `pages`: their labels and SEO blocks are
 * the collection's own UI strings (`nav.<id>`, `seo.<id>`), which a unit test holds in every language.
 */
const MADE_ROUTES: readonly RouteDef[] = MADE_IDS.flatMap((id) => {
  // Every made id has `pages` (MADE_IDS says so); the cast reads it whatever the registry holds today.
  const { path, parent } = (COLLECTIONS[id] as PagedDef).pages!;
  const common = { label: `nav.${id}` as Key, seo: id as SeoKey };
  const hub: RouteDef = { id, path, parent, sitemap: true, search: true, ...common };
  // Entries with little to say are anchors on the hub (`entry` left out): no thin page per row.
  if (!isPagedId(id)) return [hub];
  return [hub, { id: `${id}Entry` as MadeRouteId, path: `${path}/:slug`, parent: id, sitemap: false, search: false, ...common }];
});

export const ROUTES: readonly RouteDef[] = [...STATIC_ROUTES, ...MADE_ROUTES];

/**
 * Parameters every page reads: the outcome of a newsletter form posted without JavaScript, shown
 * once to the visitor who sent it (free text, so such an answer is never stored).
 */
export const FORM_OUTCOME_QUERY: Readonly<Record<string, QueryRule>> = { newsletter: 'text', box: 'text' };

const BY_ID = new Map(ROUTES.map((r) => [r.id, r]));

export function route(id: RouteId): RouteDef {
  return BY_ID.get(id)!;
}

/** The route whose pattern has no parameters and equals `path` exactly. */
export function routeAtPath(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}

export function children(id: RouteId): RouteDef[] {
  return ROUTES.filter((r) => r.parent === id && !r.path.includes(':'));
}

/** The route and the routes above it, the top first. */
export function ancestry(id: RouteId): RouteDef[] {
  const chain: RouteDef[] = [];
  for (let r: RouteDef | undefined = route(id); r; r = r.parent ? route(r.parent) : undefined) chain.unshift(r);
  return chain;
}

export interface NavItem {
  route: RouteDef;
  /** The menu's name: the route's own label unless it heads more than its page. */
  label: Key;
  children: RouteDef[];
}

/**
 * Navigation in display order; the header shows the first seven on wide screens. What players
 * use every day (the map, their progress) stands at the top even where its page sits under another
 * (the map under Guides), and is not repeated under that parent.
 */
export const NAV: readonly NavItem[] = ROUTES.filter((r) => r.nav !== undefined)
  .sort((a, b) => a.nav! - b.nav!)
  .map((r) => ({ route: r, label: r.menuLabel ?? r.label, children: children(r.id).filter((c) => c.nav === undefined) }));

export const HEADER_NAV_COUNT = 7;

/** Related links: the route's own list, else its parent and siblings, else its children. */
export function related(id: RouteId): RouteDef[] {
  const r = route(id);
  if (r.related) return r.related.map(route);
  if (r.parent) return [route(r.parent), ...children(r.parent).filter((s) => s.id !== id)];
  return children(id);
}

/** Fills a pattern's parameters: `fillPath('/news/:slug', { slug: 'x' })`. */
export function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

// Each collection's entry path up to its slug: every hub row and entry link builds one.
const ENTRY_PREFIX = new Map<PagedId, string>();

/** An entry's unprefixed path (`/guides/items/:slug` filled). */
export function entryPath(id: PagedId, slug: string): string {
  let prefix = ENTRY_PREFIX.get(id);
  if (prefix === undefined) {
    const pattern = route(COLLECTIONS[id].entry as RouteId).path;
    if (!pattern.endsWith('/:slug')) return fillPath(pattern, { slug });
    ENTRY_PREFIX.set(id, (prefix = pattern.slice(0, -':slug'.length)));
  }
  return prefix + encodeURIComponent(slug);
}

/** The unprefixed path of a collection's hub. */
export const hubPath = (id: ListedId): string => route(COLLECTIONS[id].hub as RouteId).path;

/** Where an entry is shown: its own page, or its anchor on the hub of a collection without entry pages. */
export const entryAddress = (id: ListedId, slug: string): string => (isPagedId(id) ? entryPath(id, slug) : `${hubPath(id)}#${slug}`);

/** Every query parameter a route reads: its own, the filters of the collections it is the hub of, and a form's outcome. */
export function routeQuery(r: RouteDef): Readonly<Record<string, QueryRule>> {
  const filters = LISTED_IDS.filter((id) => COLLECTIONS[id].hub === r.id).flatMap((id) => [COLLECTIONS[id].filters, sharedRules(id)]);
  return Object.assign({}, FORM_OUTCOME_QUERY, ...filters, r.query);
}
