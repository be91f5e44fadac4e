import { SOCIAL_LINKS } from '../../../content/links.ts';
import { RELEASE_TRAILER_ID } from '../../../content/media.ts';
import { COUNTDOWN_TARGET } from '../../../content/static/releaseDate.ts';
import { usePage } from '../../context.tsx';
import { Countdown } from '../../islands/Countdown.tsx';
import { VideoEmbed } from '../../islands/VideoEmbed.tsx';
import { IconLinks } from '../../ui/IconLinks.tsx';
import { TRAILER_POSTER } from './poster.ts';

/** Full-screen hero: looping muted trailer behind the title, the countdown with its subscribe box, social links. */
export function HomeHero() {
  const { t } = usePage();
  return (
    <section className="hero" aria-labelledby="home-title">
      <VideoEmbed videoId={RELEASE_TRAILER_ID} title={t('site.gameTitle')} autoplay muted loop controls={false} lazy={false} background poster={TRAILER_POSTER} />
      <div className="hero-shade" aria-hidden="true" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <h1 id="home-title" className="font-display text-5xl leading-tight text-silk drop-shadow-lg sm:text-7xl">{t('pages.home.heading')}</h1>
        <p className="max-w-2xl text-lg text-silk/85">{t('pages.home.intro')}</p>
        <div className="w-full max-w-xl rounded-2xl border border-gold/25 bg-ink/75 p-5 backdrop-blur sm:p-7">
          <Countdown targetDate={COUNTDOWN_TARGET} newsletter="hero-newsletter" />
        </div>
        <IconLinks links={SOCIAL_LINKS} label={t('footer.social')} />
      </div>
    </section>
  );
}
