import type { NewsArticle, NewsTeaser } from '../../../shared/schema/news.ts';

export interface NewsPage {
  items: NewsTeaser[];
  page: number;
  pageCount: number;
}

/** /news: the page number is settled before the shell; the items may still be on their way (a promise). */
export interface NewsListData {
  listing: NewsPage | Promise<NewsPage>;
}

/** /news/{slug}: a missing or failed article never gets here (it is the 404 page). */
export type NewsArticleData = { kind: 'article'; article: NewsArticle } | { kind: 'untranslated' };
