import type { ComponentType } from 'react';
import type { LoaderKey, RouteId } from '../routes.ts';
import type { NewsArticleData, NewsListData } from './news/types.ts';
import type { SearchData } from '../../shared/search.ts';
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

/** What each loader of the route table (`RouteDef.loader`) hands its page; worker/loaders computes it. */
export interface LoaderData {
  newsList: NewsListData;
  newsArticle: NewsArticleData;
  search: SearchData;
}

export type LoadedPageProps<K extends LoaderKey> = PageProps & { data: LoaderData[K] };

/** A page that needs its route's loader data; the key ties the component to the data it gets. */
export type LoadedPage<K extends LoaderKey = LoaderKey> = {
  [P in K]: { loader: P; Page: ComponentType<LoadedPageProps<P>> };
}[K];

export type PageEntry = ComponentType<PageProps> | LoadedPage;

export function isLoadedPage(entry: PageEntry): entry is LoadedPage {
  return 'loader' in entry;
}

/** One page per route; a route without one fails the type check. */
export const PAGES: Record<RouteId, PageEntry> = {
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
  news: { loader: 'newsList', Page: NewsListPage },
  newsArticle: { loader: 'newsArticle', Page: NewsArticlePage },
  faq: FaqPage,
  search: { loader: 'search', Page: SearchPage },
  community: CommunityPage,
  contact: ContactPage,
};
