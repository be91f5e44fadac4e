import { GuideCards } from './guides/GuideCards.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import type { Latest } from './home/latest.ts';
import { LatestNews } from './home/LatestNews.tsx';
import { LaunchCountdown } from './home/LaunchCountdown.tsx';
import { LaunchSection } from './home/LaunchSection.tsx';
import { StorySections } from './home/StorySections.tsx';
import { StoreStrip } from './home/StoreStrip.tsx';
import { TrailerSection } from './home/TrailerSection.tsx';
import { usePage } from '../context.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';

/**
 * For players today: the companion (in the hero) and the latest news come first, then the game
 * being out and the guides; the SPEC's story sections, trailer, finished countdown with its
 * subscribe box and stores follow.
 */
export function HomePage({ data }: { data: Latest }) {
  const { t } = usePage();
  return (
    <>
      <HomeHero />
      <div className="space-y-16 sm:space-y-24">
        <LatestNews latest={data} />
        <LaunchSection />
        <Section id="guides" title={t('nav.guides')}>
          <GuideCards heading="h3" columns="sm:grid-cols-2 lg:grid-cols-3" />
          <p><RouteLink to="guides">{t('home.guides.all')}</RouteLink></p>
        </Section>
        <StorySections />
        <TrailerSection />
        <LaunchCountdown />
        <StoreStrip />
      </div>
    </>
  );
}
