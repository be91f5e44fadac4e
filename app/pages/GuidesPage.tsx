import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { GuideCards } from './guides/GuideCards.tsx';

export function GuidesPage() {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.guides.heading')} intro={t('pages.guides.intro')} />
      <GuideCards heading="h2" />
    </>
  );
}
