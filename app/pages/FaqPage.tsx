import { PAGE_FAQS } from '../../shared/faq.ts';
import { usePage, useProse } from '../context.tsx';
import { FaqList } from '../ui/FaqList.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';

export function FaqPage() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.faq.heading')} intro={t('pages.faq.intro')} />
      <div className="max-w-3xl space-y-12">
        <FaqList groups={PAGE_FAQS.faq ?? []} />
        <Section id="more-help" title={t('faqPage.more.heading')}>
          <p className="text-mist">{prose('faq.more.text')}</p>
          <div className="flex flex-wrap gap-3">
            <RouteLink to="community" className="btn btn-primary">{t('faqPage.more.community')}</RouteLink>
            <RouteLink to="contact" className="btn">{t('faqPage.more.contact')}</RouteLink>
          </div>
        </Section>
      </div>
    </>
  );
}
