import { TEAM_CHERRY_SITE } from '../../shared/static/community.ts';
import { usePage, useProse } from '../context.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';

export function ContactPage() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.contact.heading')} intro={t('pages.contact.intro')} />
      <div className="max-w-3xl space-y-12">
        <Section id="corrections" title={t('contact.corrections.heading')}>
          <p className="text-mist">{prose('contact.corrections.text')}</p>
          <RouteLink to="community" className="btn btn-primary">{t('contact.corrections.link')}</RouteLink>
        </Section>
        <Section id="unofficial" title={t('contact.unofficial.heading')}>
          <p className="text-mist">{prose('contact.unofficial.text')}</p>
          <p className="text-silk">
            {prose('contact.unofficial.support')}{' '}
            <ExternalLink href={TEAM_CHERRY_SITE} className="link underline">{t('contact.unofficial.link')}</ExternalLink>
          </p>
        </Section>
      </div>
    </>
  );
}
