import type { Lang } from './languages.ts';
import type { Listing } from './data.ts';
import type { BossRow } from './schema/boss.ts';
import type { CollectibleRow } from './schema/collectible.ts';
import type { EncounterRow } from './schema/encounter.ts';
import type { FightPhaseRow } from './schema/fightPhase.ts';
import type { MoveRow } from './schema/move.ts';
import type { ItemRow } from './schema/item.ts';
import type { TrailerRow } from './schema/trailer.ts';
import type { ZoneRow } from './schema/zone.ts';
import type { Act } from './schema/enums.ts';
import { memoByList } from './memo.ts';
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

type Named = { slug: string; act?: Act | null; translations: readonly { language: Lang; name: string }[] };

/** Made once per list and language (an entry page reads four lists' names on every request). */
export const names: (rows: readonly Named[], lang: Lang) => Names = memoByList(
  (rows: readonly Named[], lang: Lang): Names => new Map(allInLanguage(rows, lang).map((r) => [r.slug, { name: r.name, act: r.act ?? null }] as const)),
);

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

/** A move or a phase of a fight, in one language. */
export type MoveView = Entry<MoveRow>;
export type FightPhaseView = Entry<FightPhaseRow>;

/** One fight with a boss, its places and rewards as links, its phases and moves in list order. */
export type EncounterView = Omit<Entry<EncounterRow>, 'zone' | 'drops' | 'collectibles' | 'boss'> & {
  zone: EntryLink | null;
  drops: EntryLink[];
  collectibles: EntryLink[];
  phases: FightPhaseView[];
  moves: MoveView[];
};

/** What a boss's page reads of other lists: names to link, and every fight with its phases and moves. */
export interface BossKnown {
  zones: Names;
  items: Names;
  collectibles: Names;
  encounters: readonly EncounterRow[];
  phases: readonly FightPhaseRow[];
  moves: readonly MoveRow[];
}

/** The rows of `rows` that belong to `encounter`, in one language and list order (those without any usable text left out). */
function partsOf<R extends { encounter: string | null; translations: readonly { language: Lang }[] }>(rows: readonly R[], encounter: string, lang: Lang): Entry<R>[] {
  return rows.flatMap((r) => (r.encounter === encounter ? (entry(r, lang) ?? []) : []));
}

/** A boss's encounters in list order (those without any usable text left out). */
export function encountersOf(boss: string, lang: Lang, known: BossKnown): EncounterView[] {
  return known.encounters.flatMap((r) => {
    const e = r.boss === boss ? entry(r, lang) : null;
    return e
      ? [{
          ...e,
          zone: link(e.zone, known.zones),
          drops: links(e.drops, known.items),
          collectibles: links(e.collectibles, known.collectibles),
          phases: partsOf(known.phases, r.slug, lang),
          moves: partsOf(known.moves, r.slug, lang),
        }]
      : [];
  });
}

export type BossView = Omit<Entry<BossRow>, 'zone' | 'drops'> & { zone: EntryLink | null; drops: EntryLink[]; encounters: EncounterView[] };
export function bossView(row: BossRow, lang: Lang, known: BossKnown): BossView | null {
  const e = entry(row, lang);
  return e && { ...e, zone: link(e.zone, known.zones), drops: links(e.drops, known.items), encounters: encountersOf(row.slug, lang, known) };
}

type Requiring = { slug: string; requires: readonly string[] };

/** The entries of a list that need `slug` first, as links. */
export function neededFor(rows: readonly Requiring[], slug: string, known: Names): EntryLink[] {
  return links(rows.filter((r) => r.requires.includes(slug)).map((r) => r.slug), known);
}

export type ItemView = Omit<Entry<ItemRow>, 'zone' | 'boss' | 'requires'> & { zone: EntryLink | null; boss: EntryLink | null; requires: EntryLink[] };
export function itemView(row: ItemRow, lang: Lang, known: { zones: Names; bosses: Names; items: Names }): ItemView | null {
  const e = entry(row, lang);
  return e && { ...e, zone: link(e.zone, known.zones), boss: link(e.boss, known.bosses), requires: links(e.requires, known.items) };
}

export type CollectibleView = Omit<Entry<CollectibleRow>, 'zone' | 'boss' | 'requires'> & { zone: EntryLink | null; boss: EntryLink | null; requires: EntryLink[] };
export function collectibleView(row: CollectibleRow, lang: Lang, known: { zones: Names; bosses: Names; items: Names }): CollectibleView | null {
  const e = entry(row, lang);
  return e && { ...e, zone: link(e.zone, known.zones), boss: link(e.boss, known.bosses), requires: links(e.requires, known.items) };
}

/** The entries before and after one in its list's order (the hub's), as links. */
export function neighbours(known: Names, slug: string): { previous: EntryLink | null; next: EntryLink | null } {
  const slugs = [...known.keys()];
  const at = slugs.indexOf(slug);
  if (at === -1) return { previous: null, next: null };
  return { previous: link(slugs[at - 1] ?? null, known), next: link(slugs[at + 1] ?? null, known) };
}

/** An entry tied to areas: one (`zone`) or several (`zones`, an enemy of the Hunter's Journal). */
export type Placed = { slug: string; zone?: string | null; zones?: readonly string[]; act?: Act | null; translations: readonly { language: Lang; name: string }[] };

/** The areas an entry names, the first being where it is placed on /progress. */
export const areasOf = (row: { zone?: string | null; zones?: readonly string[] }): readonly string[] => row.zones ?? (row.zone ? [row.zone] : []);

/**
 * Entries (bosses, items, benches, enemies) as links in one language, by each zone they name, in
 * list order; entries without any usable text are left out.
 */
export function byZone(rows: readonly Placed[], lang: Lang): ReadonlyMap<string, EntryLink[]> {
  // Every area page asks for its own: grouped once per list and language.
  return grouped(rows, lang);
}

const grouped = memoByList(groupByZone);

function groupByZone(rows: readonly Placed[], lang: Lang): ReadonlyMap<string, EntryLink[]> {
  const out = new Map<string, EntryLink[]>();
  for (const r of allInLanguage(rows, lang)) {
    for (const zone of areasOf(r)) out.set(zone, [...(out.get(zone) ?? []), { slug: r.slug, name: r.name, act: r.act ?? null }]);
  }
  return out;
}

/** An entry found in an area, with the items it needs first (what "within reach" is worked out from). */
/** An entry found in an area, with what it needs first; `tracked` false when players do not tick it (a currency). */
export type Needing = EntryLink & { needs: EntryLink[]; tracked?: boolean };

export type ZoneView = Omit<Entry<ZoneRow>, 'connects'> & { connects: EntryLink[]; bosses: EntryLink[]; items: Needing[]; collectibles: Needing[] };
/** A zone with the bosses fought and the items and collectibles found there (from their own `zone`), and its neighbours. */
export function zoneView(
  row: ZoneRow,
  lang: Lang,
  known: { zones: Names; items: Names },
  rows: { bosses: readonly Placed[]; items: readonly (Placed & Requiring & { tracked?: boolean })[]; collectibles: readonly (Placed & Requiring)[] },
): ZoneView | null {
  const e = entry(row, lang);
  const here = (rows: readonly Placed[]) => byZone(rows, lang).get(row.slug) ?? [];
  const needing = (rows: readonly (Placed & Requiring & { tracked?: boolean })[]): Needing[] => {
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    return here(rows).map((l) => ({ ...l, needs: links(bySlug.get(l.slug)?.requires ?? [], known.items), tracked: bySlug.get(l.slug)?.tracked !== false }));
  };
  return e && { ...e, connects: links(e.connects, known.zones), bosses: here(rows.bosses), items: needing(rows.items), collectibles: needing(rows.collectibles) };
}

export type TrailerView = Entry<TrailerRow>;
export const trailerView = (row: TrailerRow, lang: Lang): TrailerView | null => entry(row, lang);
