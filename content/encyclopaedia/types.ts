/*
 * Draft shapes of the encyclopaedia records (bosses, zones, items, trailers). They become the
 * entity schemas' types once those exist; the data files keep importing from here.
 *
 * A record holds what is the same in every language; its texts live per language under
 * content/locales/{lang}/. The order of a record list is the display order (roughly the order a
 * first playthrough meets things); `created_at` is derived from it, newest first (SPEC query shape).
 */

/** The site's own ratings (SPEC enums), labelled as such on the pages. */
export type Difficulty = 'low' | 'medium' | 'high' | 'veryHigh';
export type ItemType = 'weapon' | 'tool' | 'charm' | 'consumable';
export type Rarity = 'common' | 'uncommon' | 'rare' | 'epic' | 'legendary';
export type AreaType = 'industrial' | 'nature' | 'fortress' | 'aquatic';

/** The game's own categories, shown beside the site's classification. */
export type Act = 1 | 2 | 3;
export type ItemCategory =
  | 'red-tool' | 'blue-tool' | 'yellow-tool' | 'crest' | 'silk-skill' | 'ability'
  | 'key-item' | 'consumable' | 'material' | 'upgrade';

export interface BossEntry {
  slug: string;
  difficulty: Difficulty;
  /** The act in which the fight first becomes available; null when unsure. */
  act: Act | null;
  /** Must be beaten to finish the story; null when unsure. */
  required: boolean | null;
  /** Zone slug where it is fought; null when unsure. */
  zone: string | null;
  /** Item slugs it leaves or unlocks. */
  drops: string[];
  /** Shown in the hub's featured list. */
  featured: boolean;
  /** Pages the entry relies on (https). */
  sources: string[];
}
export interface BossText {
  name: string;
  description: string;
  strategy: string;
}

export interface ZoneEntry {
  slug: string;
  area_type: AreaType;
  difficulty: Difficulty;
  act: Act | null;
  /** Zone slugs directly reachable from this one. */
  connects: string[];
  featured: boolean;
  sources: string[];
}
export interface ZoneText {
  name: string;
  description: string;
  lore: string;
  /** Three to five short facts. */
  features: string[];
}

export interface ItemEntry {
  slug: string;
  type: ItemType;
  rarity: Rarity;
  category: ItemCategory;
  /** Where it is found or bought (zone slug), if any. */
  zone: string | null;
  /** The boss that leaves or unlocks it (boss slug), if any. */
  boss: string | null;
  featured: boolean;
  sources: string[];
}
export interface ItemText {
  name: string;
  description: string;
  tips: string;
  /** Where to get it, in words. */
  location: string;
}

export interface TrailerEntry {
  slug: string;
  /** YYYY-MM-DD, the day it was published. */
  date: string;
  /** YouTube video id of the official upload. */
  video_id: string;
  sources: string[];
}
export interface TrailerText {
  title: string;
  analysis: string;
}
