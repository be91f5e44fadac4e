import { translate } from '../../shared/i18n.ts';
import type { Lang } from '../../shared/languages.ts';
import { NoticeDocument } from './NoticeDocument.tsx';

/**
 * What the service worker shows for a page never opened on this device when there is no network,
 * rendered at build time for each language. It answers for any address, so "Reload the page" links
 * to the empty address: the one in the address bar, which the standalone app window has no button for.
 */
export function OfflineDocument({ lang, css }: { lang: Lang; css: string }) {
  return <NoticeDocument lang={lang} css={css} title={translate(lang, 'offline.title')} text={translate(lang, 'offline.text')} retry="" />;
}
