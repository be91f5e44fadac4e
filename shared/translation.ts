import { DEFAULT_LANG, type Lang } from './languages.ts';

/** The requested language, else the default language (English), else nothing. */
export function pickTranslation<T extends { language: Lang }>(translations: readonly T[], lang: Lang): T | undefined {
  return translations.find((t) => t.language === lang) ?? translations.find((t) => t.language === DEFAULT_LANG);
}

// A list stays the same array while its cached copy is fresh, and every hub and entry page puts whole
// lists in one language (an entry page names its links from two of them): each list is put in a
// language once, until the list is replaced. The results are frozen, since requests share them.
const inLanguages = new WeakMap<readonly object[], Map<Lang, readonly unknown[]>>();

/** Rows in one language (see `inLanguage`); rows without any usable text are skipped. */
export function allInLanguage<R extends { translations: readonly { language: Lang }[] }>(rows: readonly R[], lang: Lang): readonly InLanguage<R>[] {
  let perLang = inLanguages.get(rows);
  if (!perLang) inLanguages.set(rows, (perLang = new Map()));
  let list = perLang.get(lang) as readonly InLanguage<R>[] | undefined;
  if (!list) perLang.set(lang, (list = Object.freeze(rows.flatMap((row) => inLanguage(row, lang) ?? []))));
  return list;
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
