import { language } from '../../content/languages.ts';
import type { PageContext } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';

/** Standalone 500 page: no layout, data or islands, only the dictionary and the stylesheet. */
export function ErrorDocument({ ctx }: { ctx: PageContext }) {
  const { t, lang } = ctx;
  return (
    <html lang={language(lang).tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('common.somethingWentWrong')} | ${t('site.name')}`}</title>
        <link rel="stylesheet" href={ctx.assets.css} />
      </head>
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-lg text-center">
          <h1 className="font-display text-3xl text-silk">{t('common.somethingWentWrong')}</h1>
          <p className="mt-3 text-mist">{t('common.serverErrorText')}</p>
          <p className="mt-8 flex justify-center gap-3">
            <a href={localizedPath(lang, ctx.path)} className="btn btn-primary">{t('common.tryAgain')}</a>
            <a href={localizedPath(lang, '/')} className="btn">{t('notFound.returnHome')}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
