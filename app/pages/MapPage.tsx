import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function MapPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.map.heading')} intro={t('pages.map.intro')} />;
}
