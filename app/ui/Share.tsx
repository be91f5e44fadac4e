import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { ShareButton } from '../islands/ShareButton.tsx';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';

/** Share button for the current page (native share sheet or copy the address). */
export function Share({ title }: { title: string }) {
  const { t, lang, path, origin } = usePage();
  const url = absoluteUrl(origin, localizedPath(lang, path));
  return <Island name="share" component={ShareButton} props={{ title, url, labels: { share: t('widgets.share.share'), copied: t('widgets.share.copied') } }} />;
}
