import type { Lang } from '../content/languages.ts';
import type { Listing } from './data.ts';
import type { BossRow, BossTeaserRow } from './schema/boss.ts';
import type { ItemRow } from './schema/item.ts';
import type { TrailerRow } from './schema/trailer.ts';
import type { ZoneRow } from './schema/zone.ts';
import { allInLanguage, inLanguage } from './translation.ts';

/*
 * What the encyclopaedia's pages show, in one language, from the rows the data layer returns.
 * React-free: the route loaders build these, the pages render them.
 */

/** A link to another entry, named in the page's language. */
export interface EntryLink {
  slug: string;
  name: string;
}

/** Names by slug of a list's entries in one language (those without any usable text are left out). */
export type Names = ReadonlyMap<string, string>;

export function names(rows: readonly { slug: string; translations: readonly { language: Lang; name: string }[] }[], lang: Lang): Names {
  return new Map(allInLanguage(rows, lang).map((r) => [r.slug, r.name] as const));
}

/** The names of a list that could be read; none when it could not (its links are then left out). */
export function namesIn(listing: Listing<{ slug: string; translations: readonly { language: Lang; name: string }[] }>, lang: Lang): Names {
  return listing.kind === 'ok' ? names(listing.rows, lang) : new Map();
}

/** The slugs that name a published entry, as links; the others are left out (unpublished or renamed). */
export function links(slugs: readonly string[], known: Names): EntryLink[] {
  return slugs.flatMap((slug) => link(slug, known) ?? []);
}

/** The slug as a link when it names a published entry. */
export function link(slug: string | null, known: Names): EntryLink | null {
  if (!slug) return null;
  const name = known.get(slug);
  return name === undefined ? null : { slug, name };
}

/** An entry in one language; `lang` is the language of its text (English when the page's is missing). */
type Entry<R extends { translations: readonly { language: Lang }[] }> = NonNullable<ReturnType<typeof inLanguage<R>>> & {
  /** Every language the entry is written in: its alternates; the others show English. */
  languages: Lang[];
};

function entry<R extends { translations: readonly { language: Lang }[] }>(row: R, lang: Lang): Entry<R> | null {
  const e = inLanguage(row, lang);
  return e && { ...e, languages: row.translations.map((t) => t.language) };
}

export type BossView = Omit<Entry<BossRow>, 'zone' | 'drops'> & { zone: EntryLink | null; drops: EntryLink[] };
export function bossView(row: BossRow, lang: Lang, known: { zones: Names; items: Names }): BossView | null {
  const e = entry(row, lang);
  return e && { ...e, zone: link(e.zone, known.zones), drops: links(e.drops, known.items) };
}

export type ItemView = Omit<Entry<ItemRow>, 'zone' | 'boss'> & { zone: EntryLink | null; boss: EntryLink | null };
export function itemView(row: ItemRow, lang: Lang, known: { zones: Names; bosses: Names }): ItemView | null {
  const e = entry(row, lang);
  return e && { ...e, zone: link(e.zone, known.zones), boss: link(e.boss, known.bosses) };
}

export type ZoneView = Omit<Entry<ZoneRow>, 'connects'> & { connects: EntryLink[]; bosses: EntryLink[] };
/** A zone with the bosses fought there (from the bosses' own `zone`) and its neighbours. */
export function zoneView(row: ZoneRow, lang: Lang, known: { zones: Names; bosses: readonly BossTeaserRow[] }): ZoneView | null {
  const e = entry(row, lang);
  if (!e) return null;
  const here = known.bosses.filter((b) => b.zone === row.slug).map((b) => b.slug);
  return { ...e, connects: links(e.connects, known.zones), bosses: links(here, names(known.bosses, lang)) };
}

export type TrailerView = Entry<TrailerRow>;
export const trailerView = (row: TrailerRow, lang: Lang): TrailerView | null => entry(row, lang);
