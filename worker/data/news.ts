import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../content/languages.ts';
import { NEWS } from '../../content/news/index.ts';
import { isSlug } from '../../shared/schema/column.ts';
import { recordToRow, schemaVersion } from '../../shared/schema/entity.ts';
import { NEWS_SCHEMA, NEWS_TEASER_SCHEMA, type NewsRecord, type NewsRow, type NewsTeaserRow } from '../../shared/schema/news.ts';
import type { NewsArticle, NewsTeaser } from '../../shared/schema/news.ts';
import { cached, type CacheDeps } from './cache.ts';
import { selectList, selectOne } from './query.ts';
import { sanitizeBody } from './sanitize.ts';
import { pickTranslation } from './translation.ts';

/** Where news rows come from. Both methods throw when the backend fails. */
export interface NewsSource {
  /** Published news with at least one translation, newest first. */
  list(limit?: number): Promise<NewsTeaserRow[]>;
  /** One published article with all its translations (possibly none); null when there is no such row. */
  bySlug(slug: string): Promise<NewsRow | null>;
}

export function supabaseNews(client: SupabaseClient): NewsSource {
  return {
    list: (limit) => selectList(client, NEWS_TEASER_SCHEMA, { inner: true, limit }),
    bySlug: (value) => selectOne(client, NEWS_SCHEMA, { eq: { slug: value } }),
  };
}

/** content/news with the SQL's semantics: published only; the list keeps rows with a translation (inner join), newest first. */
export function bundledNews(records: readonly NewsRecord[] = NEWS): NewsSource {
  const rows = records
    .filter((r) => r.published)
    .map((r) => recordToRow(NEWS_SCHEMA, r))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return {
    async list(limit) {
      const listed = rows.filter((r) => r.translations.length > 0);
      return limit === undefined ? listed : listed.slice(0, limit);
    },
    async bySlug(value) {
      return rows.find((r) => r.slug === value) ?? null;
    },
  };
}

export type NewsListing = { kind: 'ok'; rows: NewsTeaserRow[] } | { kind: 'failed' };
/** "Missing" (no such published article: 404) and "failed" (could not ask: 503) are different answers. */
export type NewsLookup = { kind: 'found'; news: NewsRow } | { kind: 'missing' } | { kind: 'failed' };

export interface NewsRepository {
  list(): Promise<NewsListing>;
  article(slug: string): Promise<NewsLookup>;
}

/**
 * News through the edge cache when `cache` is given (Supabase: one entry for the list, one per
 * article, each holding every language); read directly without it (the bundled news is already
 * in memory, a cache lookup would only add work).
 */
// Cache names carry the schema's version: a deploy that changes the news shape never reads old copies.
const CACHE_NAME = `news@${schemaVersion(NEWS_SCHEMA)}`;

export function newsRepository(source: NewsSource, cache?: CacheDeps): NewsRepository {
  const read = <T,>(name: string, load: () => Promise<T>, fallback: T): Promise<T> =>
    cache ? cached(cache, name, load, fallback) : load();
  return {
    list: () => read<NewsListing>(`${CACHE_NAME}/list`, async () => ({ kind: 'ok', rows: await source.list() }), { kind: 'failed' }),
    article(value) {
      // A slug that cannot exist is not worth a backend call or a cache entry.
      if (!isSlug(value)) return Promise.resolve({ kind: 'missing' });
      return read<NewsLookup>(
        `${CACHE_NAME}/article/${value}`,
        async () => {
          const row = await source.bySlug(value);
          return row ? { kind: 'found', news: row } : { kind: 'missing' };
        },
        { kind: 'failed' },
      );
    },
  };
}

// A row in one language: its columns and the chosen text side by side; `lang` names the text's language.
function inLanguage<R extends { translations: readonly { language: Lang }[] }>(row: R, lang: Lang) {
  const t: R['translations'][number] | undefined = pickTranslation(row.translations, lang);
  if (!t) return null;
  const { translations: _translations, ...columns } = row;
  const { language, ...texts } = t;
  return { ...columns, ...(texts as Omit<R['translations'][number], 'language'>), lang: language };
}

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
