import { boolean, generated, hidden, imageUrl, nullableSmallint, nullableText, slug, text, textList, timestamp, uuid, webUrls } from './column.ts';
import { ACTS } from './enums.ts';
import type { Lang } from '../languages.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf, type TranslationOf } from './entity.ts';

/** News. `body` is trusted-editor HTML or plain text with line breaks; the worker sanitizes it. */
export const NEWS_SCHEMA = entity({
  table: 'news',
  columns: {
    id: uuid(),
    slug: slug(),
    /** Publication time. */
    date: timestamp(),
    /** Last edit. */
    updated_at: timestamp(),
    /** A site path under /images/news/ or an https address. */
    cover: imageUrl(),
    /** External addresses the article is based on. */
    sources: webUrls(),
    /** The act whose story the article spoils; null when it spoils none. */
    act: nullableSmallint(ACTS),
    published: hidden(boolean()),
    created_at: hidden(generated(timestamp())),
  },
  translations: {
    table: 'news_translations',
    key: 'news_id',
    /** `highlights`: the article's own bullet points (three to five are shown); `implications`: what it means for players. */
    columns: { title: text(), summary: text(), body: text(), highlights: textList(), implications: nullableText() },
  },
  newest: 'date',
});

/** The list needs no bodies: the cached list stays small. */
export const NEWS_TEASER_SCHEMA = withTexts(NEWS_SCHEMA, ['title', 'summary']);

export type NewsRecord = RecordOf<typeof NEWS_SCHEMA>;
export type NewsText = TextOf<typeof NEWS_SCHEMA>;
export type NewsRow = RowOf<typeof NEWS_SCHEMA>;
export type NewsTeaserRow = RowOf<typeof NEWS_TEASER_SCHEMA>;

/**
 * HTML that went through the worker's sanitizer (worker/data/sanitize.ts), the only code that
 * makes one; the brand keeps unsanitized strings out of `dangerouslySetInnerHTML`.
 */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

/** A news item in one language, as the list shows it; `lang` is the text's language (the page's, or English). */
export type NewsTeaser = Omit<NewsTeaserRow, 'translations'> & Omit<TranslationOf<typeof NEWS_TEASER_SCHEMA>, 'language'> & { lang: Lang };

/** An article in one language, its body sanitized; `languages` lists every language it is written in. */
export type NewsArticle = Omit<NewsRow, 'translations'> & Omit<NewsText, 'body'> & { body: SafeHtml; lang: Lang; languages: Lang[] };
