import { PAGE_FAQS } from '../../shared/faq.ts';
import { usePage } from '../context.tsx';
import { FaqList } from './FaqList.tsx';
import { Section } from './Section.tsx';

/** The current route's FAQ: the same registry entry the head turns into FAQPage JSON-LD. */
export function PageFaq({ id = 'faq' }: { id?: string }) {
  const { t, route } = usePage();
  const groups = route && PAGE_FAQS[route.id];
  if (!groups?.length) return null;
  return (
    <Section id={id} title={t('common.faqTitle')}>
      <FaqList groups={groups} headingLevel={3} />
    </Section>
  );
}
