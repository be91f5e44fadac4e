import { language, type Lang } from '../../content/languages.ts';

// Values stay exactly as the content files give them; only their presentation follows the page language.

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/**
 * An ISO date or time ('2025-09-04', '2025-09-04T12:00:00Z') as a long date in the page language,
 * e.g. "September 4, 2025"; in UTC, so every server renders the same day.
 */
export function formatDate(lang: Lang, iso: string): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

export function formatPrice(lang: Lang, currency: string, amount: number): string {
  return new Intl.NumberFormat(language(lang).tag, { style: 'currency', currency }).format(amount);
}

/** "a, b and c" in the page language. */
export function formatList(lang: Lang, items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(language(lang).tag, { type }).format(items);
}

/** "a or b" in the page language ("a oder b", "a或b", "aまたはb"). */
export function formatAlternatives(lang: Lang, items: readonly string[]): string {
  return formatList(lang, items, 'disjunction');
}

/** A count in the page language's numerals. */
export function formatNumber(lang: Lang, value: number): string {
  return new Intl.NumberFormat(language(lang).tag).format(value);
}
