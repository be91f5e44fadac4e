import { SOCIAL_LINKS } from '../../../shared/links.ts';
import { RELEASE_TRAILER_ID } from '../../../shared/media.ts';
import { usePage } from '../../context.tsx';
import { VideoEmbed } from '../../islands/VideoEmbed.tsx';
import { IconLinks } from '../../ui/IconLinks.tsx';
import { CompanionSection } from './CompanionSection.tsx';
import { TRAILER_POSTER } from './poster.ts';

/**
 * Full-width hero: looping muted trailer behind the title, the companion and social links. Players
 * come back for the companion, so it stands in the first screen (on a phone too: the title and
 * intro are smaller there); the finished countdown sits further down.
 */
export function HomeHero() {
  const { t } = usePage();
  return (
    <section className="hero" aria-labelledby="home-title">
      <VideoEmbed videoId={RELEASE_TRAILER_ID} title={t('site.gameTitle')} autoplay muted loop controls={false} lazy={false} background poster={TRAILER_POSTER} />
      <div className="hero-shade" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-6 text-center sm:gap-6 sm:py-16">
        <h1 id="home-title" className="font-display text-4xl leading-tight text-silk drop-shadow-lg sm:text-6xl">{t('pages.home.heading')}</h1>
        <p className="max-w-2xl text-silk/85 sm:text-lg">{t('pages.home.intro')}</p>
        <CompanionSection />
        <IconLinks links={SOCIAL_LINKS} label={t('footer.social')} />
      </div>
    </section>
  );
}
