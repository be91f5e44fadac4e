import type { Lang } from '../languages';

/** One language's text of a news article. `body` is trusted-editor HTML or plain text with line breaks. */
export interface NewsTranslation {
  title: string;
  summary: string;
  body: string;
}

/** A news article as stored in Supabase (`news` + `news_translations`) and bundled for offline use. */
export interface NewsRecord {
  id: string;
  slug: string;
  /** ISO 8601 timestamp of publication. */
  date: string;
  /** ISO 8601 timestamp of the last edit. */
  updated_at: string;
  /** Image address: a site path under /images/news/ or an absolute https URL. */
  cover: string;
  /** External https addresses the article is based on. */
  sources: string[];
  published: boolean;
  translations: Partial<Record<Lang, NewsTranslation>>;
}
