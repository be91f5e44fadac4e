import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function GettingStartedPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.gettingStarted.heading')} intro={t('pages.gettingStarted.intro')} />;
}
