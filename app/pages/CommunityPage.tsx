import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export function CommunityPage() {
  const { t } = usePage();
  return <PageIntro heading={t('pages.community.heading')} intro={t('pages.community.intro')} />;
}
