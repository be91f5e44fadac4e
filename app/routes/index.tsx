import { CommunityPage } from '../pages/CommunityPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';
import { FaqPage } from '../pages/FaqPage.tsx';
import { GettingStartedPage } from '../pages/GettingStartedPage.tsx';
import { GuidesPage } from '../pages/GuidesPage.tsx';
import { PlatformPage } from '../pages/PlatformPage.tsx';
import { ReleaseDatePage } from '../pages/ReleaseDatePage.tsx';
import type { RouteId } from '../../shared/routes.ts';
import { boss, bossHub, collectible, collectiblesHub, item, itemsHub, mapHub, trailer, trailers, zone } from './encyclopaedia.tsx';
import { home } from './home.tsx';
import { MADE_PAGES } from './madeCollections.tsx';
import { staticRoute, type RouteModule } from './module.ts';
import { newsArticle } from './newsArticle.tsx';
import { newsList } from './newsList.tsx';
import { platforms } from './platforms.tsx';
import { preorder } from './preorder.tsx';
import { progress } from './progress.tsx';
import { searchResults } from './searchResults.tsx';
import { seaOfSorrow } from './seaOfSorrow.tsx';
import { updates } from './updates.tsx';

const platform = (p: 'steam' | 'playstation' | 'xbox' | 'nintendo') => staticRoute(() => <PlatformPage platform={p} />);

/**
 * The page of each route of shared/routes.ts: the only module that knows the page modules (the
 * worker reaches it through the rendering seam); paths, navigation and the rest live with the routes.
 */
export const PAGE_MODULES: Readonly<Record<RouteId, RouteModule>> = {
  home,
  releaseDate: staticRoute(ReleaseDatePage),
  platforms,
  systemRequirements: platforms,
  steam: platform('steam'),
  playstation: platform('playstation'),
  xbox: platform('xbox'),
  nintendo: platform('nintendo'),
  preorder,
  news: newsList,
  newsArticle,
  updates,
  seaOfSorrow,
  guides: staticRoute(GuidesPage),
  gettingStarted: staticRoute(GettingStartedPage),
  boss: bossHub,
  items: itemsHub,
  collectibles: collectiblesHub,
  map: mapHub,
  bossEntry: boss,
  itemEntry: item,
  collectibleEntry: collectible,
  zoneEntry: zone,
  trailers,
  trailer,
  faq: staticRoute(FaqPage),
  community: staticRoute(CommunityPage),
  contact: staticRoute(ContactPage),
  search: searchResults,
  progress,
  ...MADE_PAGES,
};
