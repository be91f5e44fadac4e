import type { Lang } from './languages.ts';
import type { SafeNewsRow } from './data.ts';
import type { NewsArticle, NewsTeaser, NewsTeaserRow } from './schema/news.ts';
import { allInLanguage, inLanguage } from './translation.ts';

/** The list in one language; items with neither that language nor English are skipped. */
export function localizeTeasers(rows: readonly NewsTeaserRow[], lang: Lang): readonly NewsTeaser[] {
  return allInLanguage(rows, lang);
}

/** The article in one language (its body already sanitized by the worker); null when it has no usable translation. */
export function localizeArticle(row: SafeNewsRow, lang: Lang): NewsArticle | null {
  const article = inLanguage(row, lang);
  return article && { ...article, languages: row.translations.map((x) => x.language) };
}
