import { usePage } from '../context.tsx';
import { Island } from '../islands/Island.tsx';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';

/** Share button for the current page (native share sheet or copy the address). */
export function Share({ title }: { title: string }) {
  const { t, lang, path, origin } = usePage();
  const url = absoluteUrl(origin, localizedPath(lang, path));
  return <Island name="share" props={{ title, url, labels: { share: t('widgets.share.share'), copied: t('widgets.share.copied') } }} />;
}
