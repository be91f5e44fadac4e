import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function NewsListPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.news.heading')} intro={t('pages.news.intro')} />;
}
