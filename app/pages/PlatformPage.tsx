import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export type PlatformSlug = 'steam' | 'playstation' | 'xbox' | 'nintendo';

export function PlatformPage({ platform }: { platform: PlatformSlug }) {
  const { t } = usePage();
  return <PageIntro heading={t(`pages.${platform}.heading`)} intro={t(`pages.${platform}.intro`)} />;
}
