import type { Lang } from '../../../content/languages.ts';

/**
 * HTML that went through the worker's sanitizer (worker/data/sanitize.ts), the only code that
 * makes one; the brand keeps unsanitized strings out of `dangerouslySetInnerHTML`.
 */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

/** A news item in one language, as the list shows it. */
export interface NewsTeaser {
  slug: string;
  /** ISO 8601 publication time. */
  date: string;
  /** Site path or https address; null when the row had none usable. */
  cover: string | null;
  title: string;
  summary: string;
  /** The language of the text: the page's, or English when that is all there is. */
  lang: Lang;
}

export interface NewsArticle extends NewsTeaser {
  /** ISO 8601 time of the last edit. */
  updatedAt: string;
  /** External http(s) addresses. */
  sources: string[];
  body: SafeHtml;
  /** Every language the article is written in (its own addresses; the rest show a fallback). */
  languages: Lang[];
}

export interface NewsPage {
  items: NewsTeaser[];
  page: number;
  pageCount: number;
}

/** /news: the page number is settled before the shell; the items may still be on their way. */
export interface NewsListData {
  listing: Promise<NewsPage>;
}

/** /news/{slug}: a missing or failed article never gets here (it is the 404 page). */
export type NewsArticleData = { kind: 'article'; article: NewsArticle } | { kind: 'untranslated' };
