import { RELEASE_DATE } from '../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../context.tsx';
import { formatDate } from '../ui/intl.ts';
import { PageFaq } from '../ui/PageFaq.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';
import { ConsolePerformance } from './platforms/ConsolePerformance.tsx';
import { OfficialPcRequirements } from './platforms/OfficialPcRequirements.tsx';
import { OptimizationTips } from './platforms/OptimizationTips.tsx';
import { PcRequirements } from './platforms/PcRequirements.tsx';
import type { PcRequirementsData } from './platforms/requirements.ts';
import { PlatformCards } from './platforms/PlatformCards.tsx';

/**
 * Served at /platforms and /system-requirements; sections carry anchors (#official-pc-requirements,
 * #pc-requirements, …). The official PC requirements come before the site's pre-launch estimate.
 */
export function PlatformsPage({ data }: { data: PcRequirementsData }) {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.platforms.heading')} intro={t('pages.platforms.intro')} />
      <div className="space-y-12">
        <PlatformCards />
        <OfficialPcRequirements />
        <PcRequirements data={data} />
        <ConsolePerformance />
        <OptimizationTips />
        <Section id="release-info" title={t('platformsPage.releaseInfo.title')}>
          <p className="text-mist">{prose('platforms.releaseInfo.text', { date: formatDate(lang, RELEASE_DATE) })}</p>
          <RouteLink to="releaseDate">{t('platformsPage.releaseInfo.link')}</RouteLink>
        </Section>
        <PageFaq id="performance-faq" />
      </div>
    </>
  );
}
