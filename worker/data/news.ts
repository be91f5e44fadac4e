import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../content/languages.ts';
import { NEWS } from '../../content/news/index.ts';
import { NEWS_SCHEMA, NEWS_TEASER_SCHEMA, type NewsRecord, type NewsRow, type NewsTeaserRow } from '../../shared/schema/news.ts';
import type { NewsArticle, NewsTeaser } from '../../shared/schema/news.ts';
import type { CacheDeps } from './cache.ts';
import { bundledSource, collection, supabaseSource, type Collection, type CollectionSource } from './collection.ts';
import { sanitizeBody } from './sanitize.ts';
import { inLanguage } from '../../shared/translation.ts';

const SHAPE = { full: NEWS_SCHEMA, list: NEWS_TEASER_SCHEMA, inner: true };

export type NewsSource = CollectionSource<typeof NEWS_TEASER_SCHEMA, typeof NEWS_SCHEMA>;
export type NewsRepository = Collection<typeof NEWS_TEASER_SCHEMA, typeof NEWS_SCHEMA>;

export const supabaseNews = (client: SupabaseClient): NewsSource => supabaseSource(client, SHAPE);

/** content/news with the SQL's semantics: published only; the list keeps rows with a translation (inner join), newest first. */
export const bundledNews = (records: readonly NewsRecord[] = NEWS): NewsSource => bundledSource(records, SHAPE);

/** News through the edge cache when `cache` is given (see `collection`). */
export const newsRepository = (source: NewsSource, cache?: CacheDeps): NewsRepository => collection(source, NEWS_SCHEMA, cache);

/** The list in one language; items with neither that language nor English are skipped (SPEC 5). */
export function localizeTeasers(rows: readonly NewsTeaserRow[], lang: Lang): NewsTeaser[] {
  return rows.flatMap((row) => inLanguage(row, lang) ?? []);
}

/** The article in one language with its body sanitized; null when it has no usable translation. */
export function localizeArticle(row: NewsRow, lang: Lang): NewsArticle | null {
  const article = inLanguage(row, lang);
  if (!article) return null;
  return { ...article, body: sanitizeBody(article.body), languages: row.translations.map((x) => x.language) };
}
