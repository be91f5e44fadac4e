import type { Lang } from '../content/languages.ts';
import type { Listing } from './data.ts';
import type { BossRow } from './schema/boss.ts';
import type { ItemRow } from './schema/item.ts';
import type { TrailerRow } from './schema/trailer.ts';
import type { ZoneRow } from './schema/zone.ts';
import type { Act } from './schema/enums.ts';
import { allInLanguage, inLanguage } from './translation.ts';

/*
 * What the encyclopaedia's pages show, in one language, from the rows the data layer returns.
 * React-free: the route loaders build these, the pages render them.
 */

/** A link to another entry, named in the page's language; `act` when its name spoils a later act. */
export interface EntryLink {
  slug: string;
  name: string;
  act?: Act | null;
}

/** Names (and acts) by slug of a list's entries in one language (those without any usable text are left out). */
export type Names = ReadonlyMap<string, Omit<EntryLink, 'slug'>>;

export function names(rows: readonly { slug: string; act?: Act | null; translations: readonly { language: Lang; name: string }[] }[], lang: Lang): Names {
  return new Map(allInLanguage(rows, lang).map((r) => [r.slug, { name: r.name, act: r.act ?? null }] as const));
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
  const named = known.get(slug);
  return named === undefined ? null : { slug, ...named };
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

type Placed = { slug: string; zone: string | null; act?: Act | null; translations: readonly { language: Lang; name: string }[] };

/**
 * Entries (bosses, items) as links in one language, by the zone they name in their own `zone`, in
 * list order; entries without any usable text are left out.
 */
export function byZone(rows: readonly Placed[], lang: Lang): ReadonlyMap<string, EntryLink[]> {
  const out = new Map<string, EntryLink[]>();
  for (const r of allInLanguage(rows, lang)) {
    if (r.zone) out.set(r.zone, [...(out.get(r.zone) ?? []), { slug: r.slug, name: r.name, act: r.act ?? null }]);
  }
  return out;
}

export type ZoneView = Omit<Entry<ZoneRow>, 'connects'> & { connects: EntryLink[]; bosses: EntryLink[]; items: EntryLink[] };
/** A zone with the bosses fought and the items found there (from their own `zone`), and its neighbours. */
export function zoneView(row: ZoneRow, lang: Lang, known: { zones: Names; bosses: readonly Placed[]; items: readonly Placed[] }): ZoneView | null {
  const e = entry(row, lang);
  return e && { ...e, connects: links(e.connects, known.zones), bosses: byZone(known.bosses, lang).get(row.slug) ?? [], items: byZone(known.items, lang).get(row.slug) ?? [] };
}

export type TrailerView = Entry<TrailerRow>;
export const trailerView = (row: TrailerRow, lang: Lang): TrailerView | null => entry(row, lang);
