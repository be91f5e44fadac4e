import type { SharedFilter } from '../../../shared/hubFilters.ts';
import type { NeedleLevel } from '../../../shared/static/needle.ts';
import type { AlsoHereId } from '../../routes/encyclopaedia.tsx';
import type { AreaType, CollectibleKind, Difficulty, ItemCategory, ItemType, Rarity } from '../../../shared/schema/enums.ts';
import type { BossView, CollectibleView, EntryLink, ItemView, TrailerView, ZoneView } from '../../../shared/encyclopaedia.ts';
import type { CollectibleTeaserRow } from '../../../shared/schema/collectible.ts';
import type { EntryFrame } from './EntryPage.tsx';
import type { PatchNote } from '../../../shared/patches.ts';
import type { BossTeaserRow } from '../../../shared/schema/boss.ts';
import type { ItemTeaserRow } from '../../../shared/schema/item.ts';
import type { TrailerTeaserRow } from '../../../shared/schema/trailer.ts';
import type { ZoneTeaserRow } from '../../../shared/schema/zone.ts';
import type { Lang } from '../../../shared/languages.ts';
import type { MapArea } from './mapLayout.ts';

/** A hub's entry in the page's language; `lang` is its text's language. */
type Teaser<R> = Omit<R, 'translations'> & { name: string; description: string | null; lang: Lang };

export type BossTeaser = Omit<Teaser<BossTeaserRow>, 'zone'> & { zone: EntryLink | null };
export type ItemTeaser = Omit<Teaser<ItemTeaserRow>, 'zone'> & { zone: EntryLink | null };
export type CollectibleTeaser = Omit<Teaser<CollectibleTeaserRow>, 'zone'> & { zone: EntryLink | null };
/** An area on the map hub, with the bosses fought and the items and collectibles found there, and the progress keys of all it holds. */
export type ZoneTeaser = Teaser<ZoneTeaserRow> & Pick<ZoneTeaserRow['translations'][number], 'features'> & { bosses: EntryLink[]; items: EntryLink[]; collectibles: EntryLink[]; entries: string[] };
export type TrailerTeaser = Omit<TrailerTeaserRow, 'translations'> & { title: string; lang: Lang };

/**
 * A hub: every entry (the filter applies on the page, so one cached list serves every filter) or,
 * when the backend failed with nothing cached, nothing to show.
 */
export type Hub<T, F> = { kind: 'ok'; entries: readonly T[]; filter: Partial<F> & SharedFilter } | { kind: 'unavailable' };

export type BossHubData = Hub<BossTeaser, { difficulty: Difficulty }>;
export type ItemHubData = Hub<ItemTeaser, { type: ItemType; rarity: Rarity; category: ItemCategory }>;
export type CollectibleHubData = Hub<CollectibleTeaser, { kind: CollectibleKind }>;
export type MapHubData = Hub<ZoneTeaser, { type: AreaType }>;
export type TrailersData = Hub<TrailerTeaser, Record<never, never>>;

/** The changes of patches that concern the entry, newest first, beside what every entry page has. */
interface Patched extends EntryFrame {
  patches: PatchNote[];
}

export interface BossData extends Patched {
  boss: BossView;
  /** Each needle level by name, for the hits a fight takes. */
  needle: readonly (NeedleLevel & { name: string })[];
}
export interface ItemData extends Patched {
  item: ItemView;
  /** Items and collectibles that need this one first. */
  neededFor: { items: EntryLink[]; collectibles: EntryLink[] };
}
export interface CollectibleData extends EntryFrame {
  collectible: CollectibleView;
}
export interface ZoneData extends Patched {
  zone: ZoneView;
  /** Every area, to show where this one lies. */
  map: readonly MapArea[];
  /** What else players tick here, by collection (its benches, wishes, enemies...). */
  alsoHere: readonly { kind: AlsoHereId; items: readonly EntryLink[] }[];
}
export interface TrailerData {
  trailer: TrailerView;
}
