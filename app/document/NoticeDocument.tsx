import { language, type Lang } from '../../shared/languages.ts';
import { translator } from '../../shared/i18n.ts';
import { localizedPath } from '../../shared/paths.ts';

interface Notice {
  lang: Lang;
  /** The stylesheet, the one file the page loads. */
  css: string;
  title: string;
  text: string;
  /** Where "Reload the page" leads: the address that failed. */
  retry: string;
}

/**
 * A standalone page with one message and two ways on (reload, home): no layout, data or islands, so
 * it shows when the parts of a full page are what failed (a server error) or cannot be reached
 * (offline). `noindex`: it stands in for a page, it is not one.
 */
export function NoticeDocument({ lang, css, title, text, retry }: Notice) {
  const t = translator(lang);
  return (
    <html lang={language(lang).tag}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${t('site.name')}`}</title>
        <link rel="stylesheet" href={css} />
      </head>
      <body className="flex min-h-screen items-center justify-center p-6">
        <main className="max-w-lg text-center">
          <h1 className="font-display text-3xl text-silk">{title}</h1>
          <p className="mt-3 text-mist">{text}</p>
          <p className="mt-8 flex justify-center gap-3">
            <a href={retry} className="btn btn-primary">{t('common.tryAgain')}</a>
            <a href={localizedPath(lang, '/')} className="btn">{t('notFound.returnHome')}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
