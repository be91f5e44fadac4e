import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function SearchPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.search.heading')} intro={t('pages.search.intro')} />;
}
