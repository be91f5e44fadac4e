import { language, type Lang } from '../../content/languages.ts';

// Values stay exactly as the content files give them; only their presentation follows the page language.

/** A calendar date ('2025-09-04') in the page language, e.g. "September 4, 2025". */
export function formatDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function formatPrice(lang: Lang, currency: string, amount: number): string {
  return new Intl.NumberFormat(language(lang).tag, { style: 'currency', currency }).format(amount);
}

/** "a, b and c" in the page language. */
export function formatList(lang: Lang, items: readonly string[]): string {
  return new Intl.ListFormat(language(lang).tag, { type: 'conjunction' }).format(items);
}
