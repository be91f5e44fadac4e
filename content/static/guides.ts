import type { RouteId } from '../../app/routes.ts';

/*
 * The guides' data. Ratings and classifications are the site's own (SPEC enums), not the
 * game's. Texts live in the dictionary under `guides.*`, keyed by the ids below, so a missing
 * text fails the type check.
 */

export const DIFFICULTIES = ['low', 'medium', 'high', 'veryHigh'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ITEM_TYPES = ['weapon', 'tool', 'charm', 'consumable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export const AREA_TYPES = ['industrial', 'nature', 'fortress', 'aquatic'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/** The hub's card art per guide route (files in public/, all drawn at this size); the cards follow the route table. */
export const GUIDE_CARDS = {
  gettingStarted: { image: '/images/guides/getting-started.svg' },
  boss: { image: '/images/guides/boss.svg' },
  items: { image: '/images/guides/items.svg' },
  map: { image: '/images/guides/map.svg' },
} as const satisfies Partial<Record<RouteId, { image: string }>>;
export type GuideCardId = keyof typeof GUIDE_CARDS;
export const GUIDE_IMAGE_SIZE = { width: 320, height: 180 } as const;

/** The getting-started guide's sections in reading order; texts under `guides.gettingStarted`. */
export const BEGINNER_SECTIONS = ['movement', 'combat', 'healing', 'tools', 'exploring', 'quests'] as const;

export type BossId =
  | 'mossMother' | 'bellBeast' | 'lace' | 'fourthChorus' | 'moorwing'
  | 'sisterSplinter' | 'widow' | 'lastJudge' | 'groal' | 'grandMotherSilk';

export interface Boss {
  id: BossId;
  difficulty: Difficulty;
  /** Met late in the story: flagged so readers avoiding spoilers can skip it. */
  lateGame?: boolean;
}

/** In the order a first playthrough usually meets them. */
export const BOSSES: readonly Boss[] = [
  { id: 'mossMother', difficulty: 'low' },
  { id: 'bellBeast', difficulty: 'low' },
  { id: 'lace', difficulty: 'medium' },
  { id: 'fourthChorus', difficulty: 'medium' },
  { id: 'moorwing', difficulty: 'medium' },
  { id: 'sisterSplinter', difficulty: 'medium' },
  { id: 'widow', difficulty: 'high' },
  { id: 'lastJudge', difficulty: 'high' },
  { id: 'groal', difficulty: 'high' },
  { id: 'grandMotherSilk', difficulty: 'veryHigh', lateGame: true },
];

export type ItemId =
  | 'needle' | 'hunterCrest' | 'reaperCrest' | 'straightPin' | 'tacks'
  | 'silkspear' | 'needolin' | 'compass' | 'rosaryString' | 'shellShards';

export interface Item {
  id: ItemId;
  type: ItemType;
  rarity: Rarity;
}

export const ITEMS: readonly Item[] = [
  { id: 'needle', type: 'weapon', rarity: 'common' },
  { id: 'hunterCrest', type: 'weapon', rarity: 'common' },
  { id: 'reaperCrest', type: 'weapon', rarity: 'rare' },
  { id: 'straightPin', type: 'tool', rarity: 'common' },
  { id: 'tacks', type: 'tool', rarity: 'uncommon' },
  { id: 'silkspear', type: 'tool', rarity: 'epic' },
  { id: 'needolin', type: 'tool', rarity: 'legendary' },
  { id: 'compass', type: 'charm', rarity: 'uncommon' },
  { id: 'rosaryString', type: 'consumable', rarity: 'common' },
  { id: 'shellShards', type: 'consumable', rarity: 'common' },
];

export type AreaId =
  | 'mossGrotto' | 'marrow' | 'deepDocks' | 'farFields' | 'greymoor' | 'shellwood'
  | 'huntersMarch' | 'blastedSteps' | 'bilewater' | 'underworks' | 'citadel' | 'slab';

/** Short facts in an area's feature list; texts under `guides.map.features`. */
export type AreaFeature =
  | 'journeyStart' | 'boneBottom' | 'bellway' | 'forges' | 'windyFields' | 'layeredMoor'
  | 'nearBellhart' | 'clingGrip' | 'fierceHunters' | 'citadelApproach' | 'foulWater'
  | 'fewBenches' | 'machinery' | 'citadelDistricts' | 'prison';

export interface Area {
  id: AreaId;
  type: AreaType;
  difficulty: Difficulty;
  features: readonly AreaFeature[];
  /** Bosses of the boss guide fought here; the feature list links to them. */
  bosses: readonly BossId[];
}

/** Roughly from the bottom of Pharloom to the top. */
export const AREAS: readonly Area[] = [
  { id: 'mossGrotto', type: 'nature', difficulty: 'low', features: ['journeyStart'], bosses: ['mossMother'] },
  { id: 'marrow', type: 'nature', difficulty: 'low', features: ['boneBottom', 'bellway'], bosses: ['bellBeast'] },
  { id: 'deepDocks', type: 'industrial', difficulty: 'medium', features: ['forges'], bosses: ['lace'] },
  { id: 'farFields', type: 'nature', difficulty: 'medium', features: ['windyFields'], bosses: ['fourthChorus'] },
  { id: 'greymoor', type: 'nature', difficulty: 'medium', features: ['layeredMoor'], bosses: ['moorwing'] },
  { id: 'shellwood', type: 'nature', difficulty: 'medium', features: ['nearBellhart', 'clingGrip'], bosses: ['sisterSplinter'] },
  { id: 'huntersMarch', type: 'nature', difficulty: 'high', features: ['fierceHunters'], bosses: [] },
  { id: 'blastedSteps', type: 'nature', difficulty: 'high', features: ['citadelApproach'], bosses: ['lastJudge'] },
  { id: 'bilewater', type: 'aquatic', difficulty: 'high', features: ['foulWater', 'fewBenches'], bosses: ['groal'] },
  { id: 'underworks', type: 'industrial', difficulty: 'high', features: ['machinery'], bosses: [] },
  { id: 'citadel', type: 'fortress', difficulty: 'veryHigh', features: ['citadelDistricts'], bosses: [] },
  { id: 'slab', type: 'fortress', difficulty: 'high', features: ['prison'], bosses: [] },
];
