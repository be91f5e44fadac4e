import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function HomePage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.home.heading')} intro={t('pages.home.intro')} />;
}
