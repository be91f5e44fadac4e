import { language, type Lang } from '../../shared/languages.ts';

/** `lang` for text whose language is not the page's (an English fallback), else nothing. */
export function textLang(textLanguage: Lang, pageLanguage: Lang): string | undefined {
  return textLanguage === pageLanguage ? undefined : language(textLanguage).tag;
}

/** 'store.steampowered.com/app/1030300' for a source link. */
export function sourceLabel(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.pathname}`.replace(/\/$/, '');
  } catch {
    return url;
  }
}
