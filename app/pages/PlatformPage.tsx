import { PLATFORMS, type PlatformSlug } from '../../shared/static/platforms.ts';
import { RELEASE_DATE } from '../../shared/static/releaseDate.ts';
import { STORE_LINKS } from '../../shared/static/stores.ts';
import { usePage, useProse } from '../context.tsx';
import { Badge } from '../ui/Badge.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { Icon } from '../ui/Icon.tsx';
import { formatDate } from '../ui/intl.ts';
import { PageFaq } from '../ui/PageFaq.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';
import { SourcedFacts } from '../ui/SourceLinks.tsx';
import { OFFICIAL_PC_REQUIREMENTS_ID } from './platforms/OfficialPcRequirements.tsx';
import { PlatformFacts } from './platforms/PlatformFacts.tsx';

export function PlatformPage({ platform }: { platform: PlatformSlug }) {
  const { t, lang } = usePage();
  const prose = useProse();
  const p = PLATFORMS.find((x) => x.slug === platform)!;
  const store = STORE_LINKS.find((s) => s.name === p.store)!;
  return (
    <>
      <PageIntro heading={t(`pages.${platform}.heading`)} intro={t(`pages.${platform}.intro`)}>
        {p.badge && <Badge tone="crimson">{t(p.badge)}</Badge>}
      </PageIntro>
      <div className="space-y-12">
        <Section id="overview" title={t('platformsPage.detail.overview')}>
          <div className="card space-y-5">
            <PlatformFacts platform={p} />
            {p.officialRequirements && (
              <p>
                <RouteLink to="systemRequirements" hash={OFFICIAL_PC_REQUIREMENTS_ID}>{t('platformsPage.pc.official.title')}</RouteLink>
              </p>
            )}
            <ExternalLink href={store.url} className="btn btn-primary">
              {t('platformsPage.detail.store')}
              <Icon name="external" className="h-4 w-4" />
            </ExternalLink>
          </div>
        </Section>
        <Section id="features" title={t('platformsPage.detail.features')}>
          <CheckList items={p.features.map((k) => prose(k))} />
        </Section>
        {p.sinceLaunch && (
          <Section id="since-launch" title={t('platformsPage.detail.sinceLaunch')}>
            <SourcedFacts facts={p.sinceLaunch} params={{ date: formatDate(lang, RELEASE_DATE) }} />
          </Section>
        )}
        <PageFaq />
        <p>
          <RouteLink to="platforms"><span aria-hidden="true">←</span> {t('platformsPage.detail.back')}</RouteLink>
        </p>
      </div>
    </>
  );
}
