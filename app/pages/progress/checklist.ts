import type { Lang } from '../../../shared/languages.ts';
import { PROGRESS_IDS } from '../../../shared/collections.ts';
import { isTicked, type ProgressKind } from '../../../shared/companion.ts';
import type { Listing } from '../../../shared/data.ts';
import { areasOf, links, names, type EntryLink } from '../../../shared/encyclopaedia.ts';
import type { SaveRecord } from '../../../shared/gameSave.ts';
import type { Act } from '../../../shared/schema/enums.ts';

/** One entry a player ticks off; `needs`, the items a player must have first (none when nothing is known). */
export interface Tick {
  kind: ProgressKind;
  link: EntryLink;
  needs?: readonly EntryLink[];
  /** How the game's save records it; null when no source says. */
  save?: SaveRecord | null;
}

/** An area and what a player can tick there: the area itself, then what is in it (bosses, items, collectibles). */
export interface Area {
  zone: EntryLink;
  ticks: readonly Tick[];
}

export type Checklist =
  | { kind: 'ok'; all: Readonly<Record<ProgressKind, readonly Tick[]>>; areas: readonly Area[]; elsewhere: readonly Tick[] }
  | { kind: 'unavailable' };

type Placed = {
  slug: string;
  zone?: string | null;
  zones?: readonly string[];
  act?: Act | null;
  requires?: readonly string[];
  save?: SaveRecord | null;
  tracked?: boolean;
  translations: readonly { language: Lang; name: string }[];
};

/**
 * Everything a player can tick, in the page's language, grouped by the area it is in (areas in
 * the order of their act, then of the list); entries tied to no area, or to one not published,
 * come last. Without every list there is nothing to show.
 */
export function checklist(lists: Readonly<Record<ProgressKind, Listing<Placed>>>, lang: Lang): Checklist {
  const rows = {} as Record<ProgressKind, readonly Placed[]>;
  for (const kind of PROGRESS_IDS) {
    const listing = lists[kind];
    if (listing.kind === 'failed') return { kind: 'unavailable' };
    rows[kind] = listing.rows.filter(isTicked);
  }
  const itemNames = names(rows.items, lang);
  const all = Object.fromEntries(
    PROGRESS_IDS.map((kind) => {
      const named = names(rows[kind], lang);
      return [
        kind,
        rows[kind].flatMap((r): Tick[] => (named.has(r.slug) ? [{ kind, link: { slug: r.slug, ...named.get(r.slug)! }, needs: links(r.requires ?? [], itemNames), save: r.save ?? null }] : [])),
      ];
    }),
  ) as Record<ProgressKind, Tick[]>;
  // An entry of several areas (an enemy) is listed under the first its sources name.
  const zoneOf = new Map(PROGRESS_IDS.flatMap((kind) => rows[kind].map((r) => [`${kind}/${r.slug}`, kind === 'zones' ? r.slug : areasOf(r)[0] ?? null] as const)));
  const zones = [...all.zones].sort((a, b) => (a.link.act ?? 4) - (b.link.act ?? 4));
  const placed = new Set(zones.map((z) => z.link.slug));
  // The area itself first, then what is in it, in the registry's order.
  const order = ['zones' as const, ...PROGRESS_IDS.filter((k) => k !== 'zones')];
  const inZone = (slug: string | null) => order.flatMap((kind) => all[kind].filter((t) => zoneOf.get(`${kind}/${t.link.slug}`) === slug));
  return {
    kind: 'ok',
    all,
    areas: zones.map((z) => ({ zone: z.link, ticks: inZone(z.link.slug) })),
    elsewhere: PROGRESS_IDS.flatMap((kind) => all[kind].filter((t) => !placed.has(zoneOf.get(`${kind}/${t.link.slug}`) ?? ''))),
  };
}
