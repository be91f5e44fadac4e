import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function ReleaseDatePage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.releaseDate.heading')} intro={t('pages.releaseDate.intro')} />;
}
