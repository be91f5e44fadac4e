import type { PageContext } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { NoticeDocument } from './NoticeDocument.tsx';

/** Standalone 500 page: no layout, data or islands, only the dictionary and the stylesheet. */
export function ErrorDocument({ ctx }: { ctx: PageContext }) {
  const { t, lang } = ctx;
  return (
    <NoticeDocument
      lang={lang}
      css={ctx.assets.css}
      title={t('common.somethingWentWrong')}
      text={t('common.serverErrorText')}
      retry={localizedPath(lang, ctx.path)}
    />
  );
}
