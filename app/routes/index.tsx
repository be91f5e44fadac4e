import type { Key } from '../../content/i18n/index.ts';
import type { Dict } from '../../content/i18n/en.ts';

import { CommunityPage } from '../pages/CommunityPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { FaqPage } from '../pages/FaqPage.tsx';
import { GettingStartedPage } from '../pages/GettingStartedPage.tsx';
import { GuidesPage } from '../pages/GuidesPage.tsx';
import { HomePage } from '../pages/HomePage.tsx';
import { PlatformPage } from '../pages/PlatformPage.tsx';
import { PlatformsPage } from '../pages/PlatformsPage.tsx';
import { PreorderPage } from '../pages/PreorderPage.tsx';
import { ReleaseDatePage } from '../pages/ReleaseDatePage.tsx';
import { boss, bossHub, item, itemsHub, mapHub, trailer, trailers, zone } from './encyclopaedia.tsx';
import { staticRoute, type RouteModule } from './module.ts';
import { newsArticle } from './newsArticle.tsx';
import { newsList } from './newsList.tsx';
import { search } from './search.tsx';

const platform = (p: 'steam' | 'playstation' | 'xbox' | 'nintendo') => staticRoute(() => <PlatformPage platform={p} />);

/**
 * The one list of pages. Router, navigation, breadcrumbs, sidebar, sitemap, alternates and
 * search all read it; no other list of paths exists.
 */
export type RouteId =
  | 'home' | 'releaseDate' | 'platforms' | 'systemRequirements'
  | 'steam' | 'playstation' | 'xbox' | 'nintendo'
  | 'preorder' | 'guides' | 'gettingStarted' | 'boss' | 'items' | 'map'
  | 'bossEntry' | 'itemEntry' | 'zoneEntry' | 'trailers' | 'trailer'
  | 'news' | 'newsArticle' | 'faq' | 'search' | 'community' | 'contact';

export type SeoKey = keyof Dict['seo'];

export interface RouteDef {
  id: RouteId;
  /** Hono pattern without language prefix. */
  path: string;
  /** Breadcrumb, navigation and sidebar label. */
  label: Key;
  seo: SeoKey;
  /** The route whose URL is canonical when two paths show one page. */
  canonical?: RouteId;
  parent?: RouteId;
  /** Its loader and page (app/routes/*.tsx), or just a page. */
  module: RouteModule;
  /** Position in the main navigation; routes without one are not in it. */
  nav?: number;
  sitemap: boolean;
  search: boolean;
  related?: readonly RouteId[];
}

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', path: '/', label: 'nav.home', seo: 'home', nav: 1, module: staticRoute(HomePage), sitemap: true, search: true, related: ['releaseDate', 'platforms', 'news', 'guides'] },
  { id: 'releaseDate', path: '/release-date', label: 'nav.releaseDate', seo: 'releaseDate', nav: 2, module: staticRoute(ReleaseDatePage), sitemap: true, search: true, related: ['preorder', 'platforms', 'systemRequirements', 'faq'] },
  { id: 'platforms', path: '/platforms', label: 'nav.platforms', seo: 'platforms', nav: 3, module: staticRoute(PlatformsPage), sitemap: true, search: true, related: ['systemRequirements', 'preorder', 'releaseDate'] },
  { id: 'steam', path: '/platforms/steam', label: 'nav.steam', seo: 'steam', parent: 'platforms', module: platform('steam'), sitemap: true, search: true },
  { id: 'playstation', path: '/platforms/playstation', label: 'nav.playstation', seo: 'playstation', parent: 'platforms', module: platform('playstation'), sitemap: true, search: true },
  { id: 'xbox', path: '/platforms/xbox', label: 'nav.xbox', seo: 'xbox', parent: 'platforms', module: platform('xbox'), sitemap: true, search: true },
  { id: 'nintendo', path: '/platforms/nintendo', label: 'nav.nintendo', seo: 'nintendo', parent: 'platforms', module: platform('nintendo'), sitemap: true, search: true },
  { id: 'preorder', path: '/preorder', label: 'nav.preorder', seo: 'preorder', nav: 4, module: staticRoute(PreorderPage), sitemap: true, search: true, related: ['platforms', 'releaseDate', 'news'] },
  { id: 'news', path: '/news', label: 'nav.news', seo: 'news', nav: 5, module: newsList, sitemap: true, search: false, related: ['releaseDate', 'guides', 'faq'] },
  { id: 'newsArticle', path: '/news/:slug', label: 'nav.news', seo: 'news', parent: 'news', module: newsArticle, sitemap: false, search: false, related: ['news', 'releaseDate', 'guides'] },
  { id: 'guides', path: '/guides', label: 'nav.guides', seo: 'guides', nav: 6, module: staticRoute(GuidesPage), sitemap: true, search: true, related: ['faq', 'news'] },
  { id: 'gettingStarted', path: '/guides/getting-started', label: 'nav.gettingStarted', seo: 'gettingStarted', parent: 'guides', module: staticRoute(GettingStartedPage), sitemap: true, search: true },
  { id: 'boss', path: '/guides/boss', label: 'nav.boss', seo: 'boss', parent: 'guides', module: bossHub, sitemap: true, search: true },
  { id: 'items', path: '/guides/items', label: 'nav.items', seo: 'items', parent: 'guides', module: itemsHub, sitemap: true, search: true },
  { id: 'bossEntry', path: '/guides/boss/:slug', label: 'nav.boss', seo: 'boss', parent: 'boss', module: boss, sitemap: false, search: false },
  { id: 'itemEntry', path: '/guides/items/:slug', label: 'nav.items', seo: 'items', parent: 'items', module: item, sitemap: false, search: false },
  { id: 'zoneEntry', path: '/guides/map/:slug', label: 'nav.map', seo: 'map', parent: 'map', module: zone, sitemap: false, search: false },
  { id: 'trailers', path: '/trailers', label: 'nav.trailers', seo: 'trailers', parent: 'guides', module: trailers, sitemap: true, search: true, related: ['guides', 'news', 'home'] },
  { id: 'trailer', path: '/trailers/:slug', label: 'nav.trailers', seo: 'trailers', parent: 'trailers', module: trailer, sitemap: false, search: false, related: ['trailers', 'news'] },
  { id: 'map', path: '/guides/map', label: 'nav.map', seo: 'map', parent: 'guides', module: mapHub, sitemap: true, search: true },
  { id: 'faq', path: '/faq', label: 'nav.faq', seo: 'faq', nav: 7, module: staticRoute(FaqPage), sitemap: true, search: true, related: ['community', 'contact', 'releaseDate', 'systemRequirements'] },
  { id: 'systemRequirements', path: '/system-requirements', label: 'nav.systemRequirements', seo: 'systemRequirements', canonical: 'platforms', nav: 8, module: staticRoute(PlatformsPage), sitemap: false, search: false, related: ['platforms', 'steam', 'faq'] },
  { id: 'community', path: '/community', label: 'nav.community', seo: 'community', nav: 9, module: staticRoute(CommunityPage), sitemap: true, search: true, related: ['faq', 'contact', 'news'] },
  { id: 'contact', path: '/contact', label: 'nav.contact', seo: 'contact', module: staticRoute(ContactPage), sitemap: true, search: true, related: ['community', 'faq'] },
  { id: 'search', path: '/search', label: 'nav.search', seo: 'search', module: search, sitemap: false, search: false, related: ['guides', 'faq', 'news'] },
];

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

export interface NavItem {
  route: RouteDef;
  children: RouteDef[];
}

/** Navigation in display order; the header shows the first seven on wide screens. */
export const NAV: readonly NavItem[] = ROUTES.filter((r) => r.nav !== undefined)
  .sort((a, b) => a.nav! - b.nav!)
  .map((r) => ({ route: r, children: children(r.id) }));

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
