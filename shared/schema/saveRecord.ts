import * as v from 'valibot';
import type { Column } from './column.ts';

/*
 * How the game's own save file records one entry, so that a visitor's save can tick it. The save
 * is JSON with a `playerData` object and a `sceneData` object; each kind below names one way the
 * game keeps a fact there. Editors write it as JSON (a `jsonb` column); a shape the site cannot
 * read fails the row, like any other column, rather than silently ticking nothing.
 */

/**
 * The lists of `playerData` that keep one saved record per thing, each by its `Name`, and what in
 * that record says the player has it (the trackers read the same fields).
 */
export const SAVED_LISTS = {
  /** Tools: unlocked once picked up or bought. */
  Tools: 'IsUnlocked',
  /** Crests, kept with their equipped tools. */
  ToolEquips: 'IsUnlocked',
  /** Relics: collected (and later perhaps deposited). */
  Relics: 'IsCollected',
  /** Collectable items and quest items, with how many are held. */
  Collectables: 'Amount',
  /** Mementos placed in the display case. */
  MementosDeposited: 'IsDeposited',
  /** Wishes: completed. */
  QuestCompletionData: 'IsCompleted',
} as const;
export type SavedList = keyof typeof SAVED_LISTS;
const LIST_NAMES = Object.keys(SAVED_LISTS) as SavedList[];

export type SaveRecord =
  /** A `playerData` boolean that is true once it happened (`defeatedMossMother`, `hasDash`). */
  | { kind: 'flag'; field: string }
  /** An entry of one of SAVED_LISTS, by its `Name`. */
  | { kind: 'list'; list: SavedList; name: string }
  /** A `sceneData.persistentBools` entry (a room and the ID of the thing in it) whose value is true. */
  | { kind: 'scene'; scene: string; id: string }
  /** A `playerData` number at or above a threshold (`nailUpgrades` >= 2). */
  | { kind: 'count'; field: string; min: number }
  /** An area, visited once any of its rooms is in `playerData.scenesVisited`. */
  | { kind: 'rooms'; rooms: readonly string[] };

// Names the game uses: identifiers for fields; scene names, IDs and list names are printable text.
const field = v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,80}$/));
const name = v.pipe(v.string(), v.regex(/^[\x20-\x7E]{1,120}$/));

const RECORD = v.variant('kind', [
  v.strictObject({ kind: v.literal('flag'), field }),
  v.strictObject({ kind: v.literal('list'), list: v.picklist(LIST_NAMES), name }),
  v.strictObject({ kind: v.literal('scene'), scene: name, id: name }),
  v.strictObject({ kind: v.literal('count'), field, min: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)) }),
  v.strictObject({ kind: v.literal('rooms'), rooms: v.pipe(v.array(name), v.minLength(1), v.maxLength(400)) }),
]);

/**
 * How the save records an entry; null when no source says (the import then lists it as not read).
 * The trackers' data files it rests on are among the entry's `sources`.
 */
export const saveRecord = (): Column<SaveRecord | null, true, false> => ({
  sql: 'jsonb',
  nullable: true,
  schema: v.pipe(v.nullish(RECORD), v.transform((x) => (x ?? null) as SaveRecord | null)),
  read: true,
  generated: false,
});
