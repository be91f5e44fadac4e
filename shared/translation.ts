import { DEFAULT_LANG, type Lang } from './languages.ts';
import { memoByList } from './memo.ts';

/** The requested language, else the default language (English), else nothing. */
export function pickTranslation<T extends { language: Lang }>(translations: readonly T[], lang: Lang): T | undefined {
  return translations.find((t) => t.language === lang) ?? translations.find((t) => t.language === DEFAULT_LANG);
}

type Translated = { translations: readonly { language: Lang }[] };

// Every hub and entry page puts whole lists in one language (an entry page names its links from two
// of them): each list is put in a language once while it lasts. Frozen, since requests share them.
const inLanguages = memoByList((rows: readonly Translated[], lang: Lang) => Object.freeze(rows.flatMap((row) => inLanguage(row, lang) ?? [])));

/** Rows in one language (see `inLanguage`); rows without any usable text are skipped. */
export function allInLanguage<R extends Translated>(rows: readonly R[], lang: Lang): readonly InLanguage<R>[] {
  return inLanguages(rows, lang) as readonly InLanguage<R>[];
}

export type InLanguage<R extends { translations: readonly { language: Lang }[] }> = NonNullable<ReturnType<typeof inLanguage<R>>>;

/** A row in one language: its columns and the chosen text side by side; `lang` names the text's language (null: none usable). */
export function inLanguage<R extends { translations: readonly { language: Lang }[] }>(row: R, lang: Lang) {
  const t: R['translations'][number] | undefined = pickTranslation(row.translations, lang);
  if (!t) return null;
  const { translations: _translations, ...columns } = row;
  const { language, ...texts } = t;
  return { ...columns, ...(texts as Omit<R['translations'][number], 'language'>), lang: language };
}
