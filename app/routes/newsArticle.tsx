import { localizeArticle } from '../../shared/news.ts';
import { NewsArticlePage } from '../pages/NewsArticlePage.tsx';
import type { NewsArticleData } from '../pages/news/types.ts';
import { textLang } from '../ui/textLanguage.ts';
import { articleHead } from '../pages/news/head.ts';
import { defineRoute } from './module.ts';

/** /news/{slug}: 404 when there is no such published article, 503 when it could not be asked for. */
export const newsArticle = defineRoute<NewsArticleData>(async ({ params, lang, t, origin, data }) => {
  const found = await data.news.bySlug(params.slug ?? '');
  if (found.kind === 'missing') return { kind: 'notFound' };
  if (found.kind === 'failed') return { kind: 'unavailable' };
  const article = localizeArticle(found.row, lang);
  if (!article) {
    // The 'Translation not found' page, answered 404: a 200 would be a soft 404 to crawlers.
    // Its alternates and language menu name the languages the article is written in.
    const title = t('news.untranslated.title');
    const languages = found.row.translations.map((x) => x.language);
    return { kind: 'page', status: 404, data: { kind: 'untranslated' }, crumb: { label: title }, head: { title, robots: 'noindex, follow', languages } };
  }
  return {
    kind: 'page',
    data: { kind: 'article', article },
    crumb: { label: article.title, lang: textLang(article.lang, lang) },
    head: articleHead(t, origin, lang, article),
  };
}, NewsArticlePage);
