import needle from '../../content/static/needle.json' with { type: 'json' };

/*
 * The needle's damage per hit at each upgrade (content/static/needle.json, with its sources): boss
 * pages turn a fight's health into the hits it takes at each level.
 */

/** One level: the item that brings it (null: the needle Hornet starts with) and its damage per hit. */
export interface NeedleLevel {
  item: string | null;
  damage: number;
}

export const NEEDLE_LEVELS: readonly NeedleLevel[] = needle.levels;
export const NEEDLE_SOURCES: readonly string[] = needle.sources;

/** Hits of the needle alone, each at full damage, to take `health`. */
export const hitsToWin = (health: number, level: NeedleLevel): number => Math.ceil(health / level.damage);
