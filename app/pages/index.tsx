import type { ComponentType } from 'react';
import type { Dict } from '../../content/i18n/en.ts';
import { usePage } from '../context.tsx';
import type { RouteId } from '../routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export interface PageProps {
  params: Record<string, string>;
}

type PageKey = keyof Dict['pages'];

function introPage(key: PageKey): ComponentType<PageProps> {
  function IntroPage() {
    const { t } = usePage();
    return <PageIntro heading={t(`pages.${key}.heading`)} intro={t(`pages.${key}.intro`)} />;
  }
  IntroPage.displayName = `IntroPage(${key})`;
  return IntroPage;
}

/** One page component per route; a route without one fails the type check. */
export const PAGES: Record<RouteId, ComponentType<PageProps>> = {
  home: introPage('home'),
  releaseDate: introPage('releaseDate'),
  platforms: introPage('platforms'),
  systemRequirements: introPage('platforms'),
  steam: introPage('steam'),
  playstation: introPage('playstation'),
  xbox: introPage('xbox'),
  nintendo: introPage('nintendo'),
  preorder: introPage('preorder'),
  guides: introPage('guides'),
  gettingStarted: introPage('gettingStarted'),
  boss: introPage('boss'),
  items: introPage('items'),
  map: introPage('map'),
  news: introPage('news'),
  newsArticle: introPage('newsArticle'),
  faq: introPage('faq'),
  search: introPage('search'),
  community: introPage('community'),
  contact: introPage('contact'),
};
