import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function FaqPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.faq.heading')} intro={t('pages.faq.intro')} />;
}
