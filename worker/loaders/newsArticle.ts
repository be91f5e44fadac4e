import type { Context } from 'hono';
import { translator } from '../../content/i18n/index.ts';
import { textLang } from '../../app/pages/news/format.ts';
import { articleHead } from '../../app/pages/news/head.ts';
import type { NewsArticleData } from '../../app/pages/news/types.ts';
import { localizeArticle } from '../data/news.ts';
import type { AppEnv } from '../env.ts';
import { requestNews } from '../requestNews.ts';
import type { LoadResult } from './index.ts';

/** /news/{slug}: 404 when there is no such published article, 503 when it could not be asked for. */
export async function loadNewsArticle(c: Context<AppEnv>): Promise<LoadResult<NewsArticleData>> {
  const lang = c.get('lang');
  const t = translator(lang);
  const found = await requestNews(c).bySlug(c.req.param('slug') ?? '');
  if (found.kind === 'missing') return { kind: 'notFound' };
  if (found.kind === 'failed') return { kind: 'unavailable' };
  const article = localizeArticle(found.row, lang);
  if (!article) {
    // SPEC's 'Translation not found' page, answered 404: a 200 would be a soft 404 to crawlers.
    const title = t('news.untranslated.title');
    return { kind: 'page', status: 404, data: { kind: 'untranslated' }, crumb: { label: title }, head: { title, robots: 'noindex, follow' } };
  }
  return {
    kind: 'page',
    data: { kind: 'article', article },
    crumb: { label: article.title, lang: textLang(article.lang, lang) },
    head: articleHead(t, c.get('origin'), lang, article),
  };
}
