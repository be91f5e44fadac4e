import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function BossPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.boss.heading')} intro={t('pages.boss.intro')} />;
}
