import { nullableBoolean, nullableCount, slugRef, slugRefs } from './column.ts';

/** Where and how an item or a collectible is obtained: the same columns in both. */
export const OBTAINED_COLUMNS = {
  /** Where it is found or bought. */
  zone: slugRef('zones'),
  /** The boss whose defeat gives it. */
  boss: slugRef('bosses'),
  /** What a player needs first (abilities, keys). */
  requires: slugRefs('items'),
  /** Can be lost for good; null when the sources do not say. */
  missable: nullableBoolean(),
  /** Its price in Rosaries where it is bought. */
  cost: nullableCount(),
} as const;
