import { language, type Lang } from '../../shared/languages.ts';

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

const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** A count in the page language's numerals (one formatter per language and isolate: making one costs more than using it). */
export function formatNumber(lang: Lang, value: number): string {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(language(lang).tag)));
  return format.format(value);
}

/**
 * An instant as a full date and short time in one time zone, in the page language: the same
 * moment reads "Thursday, September 4, 2025 at 7:00 AM" in Los Angeles and "2025年9月4日木曜日 23:00" in Tokyo.
 */
export function formatInstant(lang: Lang, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** An instant's time of day in one time zone, in the page language ("2:00 PM", "14:00"). */
export function formatTime(lang: Lang, iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language(lang).tag, { timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** A time zone's name at an instant, in the page language ("Pacific Daylight Time", "Mitteleuropäische Sommerzeit"). */
export function timeZoneName(lang: Lang, iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(language(lang).tag, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(iso));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
