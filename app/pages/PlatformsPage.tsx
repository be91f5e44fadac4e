import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function PlatformsPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.platforms.heading')} intro={t('pages.platforms.intro')} />;
}
