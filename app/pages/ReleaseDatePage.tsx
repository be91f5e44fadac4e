import { RELEASE_DATE } from '../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../context.tsx';
import { Badge } from '../ui/Badge.tsx';
import { formatDate } from '../ui/intl.ts';
import { PageFaq } from '../ui/PageFaq.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';
import { KnownLists } from './release/KnownLists.tsx';
import { ReleaseTimes } from './release/ReleaseTimes.tsx';
import { Timeline } from './release/Timeline.tsx';
import { UnlockTimes } from './release/UnlockTimes.tsx';

/** The date, the real unlock times, then the SPEC's pre-launch estimates, each labelled for what it is. */
export function ReleaseDatePage() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.releaseDate.heading')} intro={t('pages.releaseDate.intro')} />
      <div className="space-y-12">
        <Section id="date" title={t('release.date.title')}>
          <div className="card space-y-3 border-gold/30">
            <p className="font-display text-4xl text-silk sm:text-5xl">
              <time dateTime={RELEASE_DATE}>{formatDate(lang, RELEASE_DATE)}</time>
            </p>
            <Badge tone="gold">{t('release.date.worldwide')}</Badge>
            <p className="text-mist">{prose('release.date.text')}</p>
          </div>
        </Section>
        <UnlockTimes />
        <ReleaseTimes />
        <Timeline />
        <KnownLists />
        <Section id="next" title={t('release.next.title')}>
          <ul className="flex flex-wrap gap-3">
            <li><RouteLink to="preorder" className="btn">{t('release.next.preorder')}</RouteLink></li>
            <li><RouteLink to="platforms" className="btn">{t('release.next.platforms')}</RouteLink></li>
            <li><RouteLink to="systemRequirements" className="btn">{t('release.next.systemRequirements')}</RouteLink></li>
          </ul>
        </Section>
        <PageFaq />
      </div>
    </>
  );
}
