/*
 * Classifications of the encyclopaedia. The first four are the site's own ratings (the product's fixed values),
 * labelled as such on the pages; the last two are the game's own categories, stated as facts.
 */
export const DIFFICULTIES = ['low', 'medium', 'high', 'veryHigh'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ITEM_TYPES = ['weapon', 'tool', 'charm', 'consumable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export const AREA_TYPES = ['industrial', 'nature', 'fortress', 'aquatic'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/** The act in which something first becomes available. */
export const ACTS = [1, 2, 3] as const;
export type Act = (typeof ACTS)[number];

/** What the game itself calls the thing: tool colour, crest, silk skill, ... */
export const ITEM_CATEGORIES = [
  'red-tool', 'blue-tool', 'yellow-tool', 'crest', 'silk-skill', 'ability', 'key-item', 'consumable', 'material', 'upgrade',
] as const;
export type ItemCategory = (typeof ITEM_CATEGORIES)[number];

/** The things a player collects that are not items of their own kind: the game's own kinds, stated as facts. */
export const COLLECTIBLE_KINDS = [
  'mask-shard', 'spool-fragment', 'silk-heart', 'tool-pouch-upgrade', 'crafting-kit-upgrade', 'flea', 'memento', 'relic', 'memory-locket', 'craftmetal',
] as const;
export type CollectibleKind = (typeof COLLECTIBLE_KINDS)[number];

/** The stores the game is sold in, as the platform pages name them. */
export const STORES = ['steam', 'playstation', 'xbox', 'nintendo'] as const;
export type Store = (typeof STORES)[number];

/** The pre-launch plan's editions and the regions it priced them in (the product's fixed values). */
export const EDITIONS = ['standard', 'deluxe', 'collector'] as const;
export type Edition = (typeof EDITIONS)[number];
export const REGIONS = ['us', 'eu', 'uk', 'jp'] as const;
export type Region = (typeof REGIONS)[number];
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The PC requirement levels the platforms page compares. */
export const REQUIREMENT_LEVELS = ['minimum', 'recommended'] as const;
export type RequirementLevel = (typeof REQUIREMENT_LEVELS)[number];
