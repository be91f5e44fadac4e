import type { SupabaseClient } from '@supabase/supabase-js';
import { NEWS } from '../../content/news/index.ts';
import { NEWS_SCHEMA, NEWS_TEASER_SCHEMA, type NewsRecord, type NewsRow } from '../../shared/schema/news.ts';
import type { CacheDeps } from './cache.ts';
import { bundledSource, collection, supabaseSource, type CollectionSource } from './collection.ts';
import { sanitizeBody } from './sanitize.ts';
import type { SafeNewsRow, SiteData } from '../../shared/data.ts';

const SHAPE = { full: NEWS_SCHEMA, list: NEWS_TEASER_SCHEMA, inner: true };

export type NewsSource = CollectionSource<typeof NEWS_TEASER_SCHEMA, typeof NEWS_SCHEMA>;
export type NewsRepository = SiteData['news'];

export const supabaseNews = (client: () => SupabaseClient): NewsSource => supabaseSource(client, SHAPE);

/** content/news with the SQL's semantics: published only; the list keeps rows with a translation (inner join), newest first. */
export const bundledNews = (records: readonly NewsRecord[] = NEWS): NewsSource => bundledSource(records, SHAPE);

/** News through the edge cache when `cache` is given (see `collection`); articles are sanitized before they are cached. */
export function newsRepository(source: NewsSource, cache?: CacheDeps): NewsRepository {
  const sanitized = { list: () => source.list(), bySlug: async (slug: string) => { const row = await source.bySlug(slug); return row && sanitizeNews(row); } };
  return collection(sanitized, NEWS_SCHEMA, cache);
}

/** The article's bodies, every language, through the sanitizer: what the edge caches is already safe to render. */
export function sanitizeNews(row: NewsRow): SafeNewsRow {
  return { ...row, translations: row.translations.map((t) => ({ ...t, body: sanitizeBody(t.body) })) };
}
