import { RELEASE_TRAILER_ID, watchUrl } from '../../../shared/media.ts';
import { RELEASE_DATE } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { formatDate } from '../../ui/intl.ts';
import { RouteLink } from '../../ui/RouteLink.tsx';
import { Section } from '../../ui/Section.tsx';

/** Right under the hero: the game is out, the Release Trailer on the video site, where to play and where to buy. */
export function LaunchSection() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <Section id="out-now" title={t('home.launch.title')} className="mx-auto max-w-3xl text-center">
      <p className="text-lg text-mist">{prose('home.launch.text', { date: formatDate(lang, RELEASE_DATE) })}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ExternalLink href={watchUrl(RELEASE_TRAILER_ID)} className="btn btn-primary">
          <Icon name="play" />
          {t('home.launch.trailer')}
        </ExternalLink>
        <RouteLink to="platforms" className="btn">{t('home.launch.platforms')}</RouteLink>
        <RouteLink to="preorder" className="btn">{t('nav.preorder')}</RouteLink>
      </div>
    </Section>
  );
}
