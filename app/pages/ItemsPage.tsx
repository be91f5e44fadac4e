import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function ItemsPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.items.heading')} intro={t('pages.items.intro')} />;
}
