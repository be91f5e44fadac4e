import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function ContactPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.contact.heading')} intro={t('pages.contact.intro')} />;
}
