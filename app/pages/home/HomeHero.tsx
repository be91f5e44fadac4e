import { SOCIAL_LINKS } from '../../../shared/links.ts';
import { RELEASE_TRAILER_ID } from '../../../shared/media.ts';
import { usePage } from '../../context.tsx';
import { VideoEmbed } from '../../islands/VideoEmbed.tsx';
import { IconLinks } from '../../ui/IconLinks.tsx';
import { TRAILER_POSTER } from './poster.ts';

/** Full-screen hero: looping muted trailer behind the title and social links (the finished countdown sits further down). */
export function HomeHero() {
  const { t } = usePage();
  return (
    <section className="hero" aria-labelledby="home-title">
      <VideoEmbed videoId={RELEASE_TRAILER_ID} title={t('site.gameTitle')} autoplay muted loop controls={false} lazy={false} background poster={TRAILER_POSTER} />
      <div className="hero-shade" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1 id="home-title" className="font-display text-5xl leading-tight text-silk drop-shadow-lg sm:text-7xl">{t('pages.home.heading')}</h1>
        <p className="max-w-2xl text-lg text-silk/85">{t('pages.home.intro')}</p>
        <IconLinks links={SOCIAL_LINKS} label={t('footer.social')} />
      </div>
    </section>
  );
}
