import type { ComponentType } from 'react';
import type { RouteId } from '../routes.ts';
import { BossPage } from './BossPage.tsx';
import { CommunityPage } from './CommunityPage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { FaqPage } from './FaqPage.tsx';
import { GettingStartedPage } from './GettingStartedPage.tsx';
import { GuidesPage } from './GuidesPage.tsx';
import { HomePage } from './HomePage.tsx';
import { ItemsPage } from './ItemsPage.tsx';
import { MapPage } from './MapPage.tsx';
import { NewsArticlePage } from './NewsArticlePage.tsx';
import { NewsListPage } from './NewsListPage.tsx';
import { PlatformPage } from './PlatformPage.tsx';
import { PlatformsPage } from './PlatformsPage.tsx';
import { PreorderPage } from './PreorderPage.tsx';
import { ReleaseDatePage } from './ReleaseDatePage.tsx';
import { SearchPage } from './SearchPage.tsx';

export interface PageProps {
  params: Record<string, string>;
}

/** One page component per route; a route without one fails the type check. */
export const PAGES: Record<RouteId, ComponentType<PageProps>> = {
  home: HomePage,
  releaseDate: ReleaseDatePage,
  platforms: PlatformsPage,
  systemRequirements: PlatformsPage,
  steam: () => <PlatformPage platform="steam" />,
  playstation: () => <PlatformPage platform="playstation" />,
  xbox: () => <PlatformPage platform="xbox" />,
  nintendo: () => <PlatformPage platform="nintendo" />,
  preorder: PreorderPage,
  guides: GuidesPage,
  gettingStarted: GettingStartedPage,
  boss: BossPage,
  items: ItemsPage,
  map: MapPage,
  news: NewsListPage,
  newsArticle: NewsArticlePage,
  faq: FaqPage,
  search: SearchPage,
  community: CommunityPage,
  contact: ContactPage,
};
