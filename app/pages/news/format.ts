import { language, type Lang } from '../../../content/languages.ts';

const formats = new Map<Lang, Intl.DateTimeFormat>();

/** A publication time as a date in the page language; UTC, so every server renders the same day. */
export function newsDate(lang: Lang, iso: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}

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
