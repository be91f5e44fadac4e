import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function NewsArticlePage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.newsArticle.heading')} intro={t('pages.newsArticle.intro')} />;
}
