/** The eight languages of the site. English is the default and carries no path prefix. */
export const LANGS = ['en', 'es', 'pt', 'fr', 'de', 'zh', 'ja', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export interface Language {
  code: Lang;
  name: string;
  nativeName: string;
  flag: string;
  /** BCP 47 tag for hreflang, `<html lang>` and Intl. */
  tag: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', tag: 'en', ogLocale: 'en_US' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', tag: 'es', ogLocale: 'es_ES' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: '🇧🇷', tag: 'pt', ogLocale: 'pt_BR' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', tag: 'fr', ogLocale: 'fr_FR' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', tag: 'de', ogLocale: 'de_DE' },
  { code: 'zh', name: 'Chinese (Simplified)', nativeName: '简体中文', flag: '🇨🇳', tag: 'zh-Hans', ogLocale: 'zh_CN' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: '🇯🇵', tag: 'ja', ogLocale: 'ja_JP' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', tag: 'ru', ogLocale: 'ru_RU' },
];

export function isLang(value: string | undefined): value is Lang {
  return (LANGS as readonly string[]).includes(value ?? '');
}

export function language(code: Lang): Language {
  return LANGUAGES.find((l) => l.code === code)!;
}
