import { HomeHero } from './home/HomeHero.tsx';
import { LaunchSection } from './home/LaunchSection.tsx';
import { StorySections } from './home/StorySections.tsx';
import { StoreStrip } from './home/StoreStrip.tsx';
import { TrailerSection } from './home/TrailerSection.tsx';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <div className="space-y-16 sm:space-y-24">
        <LaunchSection />
        <StorySections />
        <TrailerSection />
        <StoreStrip />
      </div>
    </>
  );
}
