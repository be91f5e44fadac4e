import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function PreorderPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.preorder.heading')} intro={t('pages.preorder.intro')} />;
}
