import type { SupabaseClient } from '@supabase/supabase-js';
import { LANGS, type Lang } from '../../content/languages.ts';
import { NEWS } from '../../content/news/index.ts';
import type { NewsRecord } from '../../content/news/types.ts';
import type { NewsArticle, NewsTeaser } from '../../app/pages/news/types.ts';
import { cached, type CacheDeps } from './cache.ts';
import { selectList, selectOne, type EntitySpec, type Row, type Translation } from './query.ts';
import { sanitizeBody } from './sanitize.ts';
import { pickTranslation } from './translation.ts';
import { imageUrl, isSlug, lang, slug, text, timestamp, webUrls } from './validate.ts';

const NEWS_COLUMNS = { id: text, slug, date: timestamp, updated_at: timestamp, cover: imageUrl, sources: webUrls };

// The list needs no bodies: the cached list stays small.
const NEWS_TEASERS = {
  table: 'news',
  columns: NEWS_COLUMNS,
  translations: { table: 'news_translations', columns: { language: lang, title: text, summary: text } },
  newest: 'date',
} satisfies EntitySpec;

export const NEWS_ARTICLES = {
  ...NEWS_TEASERS,
  translations: { table: 'news_translations', columns: { language: lang, title: text, summary: text, body: text } },
} satisfies EntitySpec;

export type NewsTeaserRow = Row<typeof NEWS_TEASERS>;
export type NewsArticleRow = Row<typeof NEWS_ARTICLES>;

/** Where news rows come from. Both methods throw when the backend fails. */
export interface NewsSource {
  /** Published news with at least one translation, newest first. */
  list(limit?: number): Promise<NewsTeaserRow[]>;
  /** One published article with all its translations (possibly none); null when there is no such row. */
  bySlug(slug: string): Promise<NewsArticleRow | null>;
}

export function supabaseNews(client: SupabaseClient): NewsSource {
  return {
    list: (limit) => selectList(client, NEWS_TEASERS, { inner: true, limit }),
    bySlug: (value) => selectOne(client, NEWS_ARTICLES, { eq: { slug: value } }),
  };
}

function bundledRow(r: NewsRecord): NewsArticleRow {
  return {
    id: r.id,
    slug: r.slug,
    date: r.date,
    updated_at: r.updated_at,
    cover: r.cover,
    sources: r.sources,
    translations: LANGS.flatMap((language) => {
      const t = r.translations[language];
      return t ? [{ language, ...t }] : [];
    }),
  };
}

/** content/news with the SQL's semantics: published only; the list keeps rows with a translation (inner join), newest first. */
export function bundledNews(records: readonly NewsRecord[] = NEWS): NewsSource {
  const rows = records
    .filter((r) => r.published)
    .map(bundledRow)
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
export type NewsLookup = { kind: 'found'; news: NewsArticleRow } | { kind: 'missing' } | { kind: 'failed' };

export interface NewsRepository {
  list(): Promise<NewsListing>;
  article(slug: string): Promise<NewsLookup>;
}

/**
 * News through the edge cache when `cache` is given (Supabase: one entry for the list, one per
 * article, each holding every language); read directly without it (the bundled news is already
 * in memory, a cache lookup would only add work).
 */
export function newsRepository(source: NewsSource, cache?: CacheDeps): NewsRepository {
  const read = <T,>(name: string, load: () => Promise<T>, fallback: T): Promise<T> =>
    cache ? cached(cache, name, load, fallback) : load();
  return {
    list: () => read<NewsListing>('news/list', async () => ({ kind: 'ok', rows: await source.list() }), { kind: 'failed' }),
    article(value) {
      // A slug that cannot exist is not worth a backend call or a cache entry.
      if (!isSlug(value)) return Promise.resolve({ kind: 'missing' });
      return read<NewsLookup>(
        `news/article/${value}`,
        async () => {
          const row = await source.bySlug(value);
          return row ? { kind: 'found', news: row } : { kind: 'missing' };
        },
        { kind: 'failed' },
      );
    },
  };
}

function teaser(row: NewsTeaserRow, t: Translation<typeof NEWS_TEASERS>): NewsTeaser {
  return { slug: row.slug, date: row.date, cover: row.cover, title: t.title, summary: t.summary, lang: t.language };
}

/** The list in one language; items with neither that language nor English are skipped (SPEC 5). */
export function localizeTeasers(rows: readonly NewsTeaserRow[], lang: Lang): NewsTeaser[] {
  return rows.flatMap((row) => {
    const t = pickTranslation(row.translations, lang);
    return t ? [teaser(row, t)] : [];
  });
}

/** The article in one language with its body sanitized; null when it has no usable translation. */
export function localizeArticle(row: NewsArticleRow, lang: Lang): NewsArticle | null {
  const t = pickTranslation(row.translations, lang);
  if (!t) return null;
  return {
    ...teaser(row, t),
    updatedAt: row.updated_at,
    sources: row.sources,
    body: sanitizeBody(t.body),
    languages: row.translations.map((x) => x.language),
  };
}
