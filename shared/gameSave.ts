import type { Act } from './schema/enums.ts';

/*
 * Reading the game's save once it is JSON (app/companion/saveDecode.ts gets it there): what it
 * says about the run, and whether it holds an entry's record. React- and DOM-free, so one generic
 * function serves every collection whose records say how the save keeps them.
 */

/**
 * The lists of `playerData` that keep one saved record per thing, `{ savedData: [{ Name, Data }] }`,
 * and the fields of `Data` of which one says the player has it (the trackers read the same). An
 * entry missing from the list was never had.
 */
export const SAVED_LISTS = {
  /** Tools: unlocked once picked up or bought. */
  Tools: ['IsUnlocked'],
  /** Crests, kept with their equipped tools. */
  ToolEquips: ['IsUnlocked'],
  /** Relics: collected, or already handed to the Relic Seeker. */
  Relics: ['IsCollected', 'IsDeposited'],
  /** Collectable items and quest items: how many are held now. */
  Collectables: ['Amount'],
  /** Mementos placed on display. */
  MementosDeposited: ['IsDeposited'],
  /** Wishes: completed (not merely accepted). */
  QuestCompletionData: ['IsCompleted'],
  /** The Materium's records: collected, or seen on its board (kept once the Materium is built). */
  MateriumCollected: ['IsCollected', 'HasSeenInRelicBoard'],
} as const;
export type SavedList = keyof typeof SAVED_LISTS;

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
  | { kind: 'rooms'; rooms: readonly string[] }
  /**
   * A Hunter's Journal entry (`playerData.EnemyJournalKillData.list`, by `Name`) with at least `kills`
   * kills (one when left out: a boss beaten once).
   */
  | { kind: 'journal'; name: string; kills?: number }
  /** Any of several records: variants of one thing (Silkshot's three forms), or one fact the game keeps in two places. */
  | { kind: 'any'; of: readonly SaveRecord[] }
  /** A record that exists in one mode only: Steel Soul (`steel`) or the classic game (`classic`). */
  | { kind: 'mode'; only: 'steel' | 'classic'; record: SaveRecord };

type Json = Record<string, unknown>;

/** The newest build of the game this site's records were checked against. */
export const KNOWN_VERSION = '1.0.30000';

/** Whether a save's version is later than KNOWN_VERSION: it may keep things where the site does not look. */
export function newerThanKnown(version: string): boolean {
  const parts = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const [a, b] = [parts(version), parts(KNOWN_VERSION)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return false;
}
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** What the import shows before it changes anything. */
export interface SaveSummary {
  /** The game's build that last wrote it ("1.0.28891"); null when the save does not say. */
  version: string | null;
  /** Time played, in seconds. */
  playTime: number | null;
  /** The game's own completion percentage. */
  completion: number | null;
  /** Steel Soul: one life. */
  steelSoul: boolean;
  act: Act;
}

export interface GameSave {
  summary: SaveSummary;
  /** Whether the record is one this save's mode lacks (a Steel Soul-only boss in a classic save). */
  lacks(record: SaveRecord): boolean;
  /** Whether the save holds the record: null when it has no such field at all (a version that keeps it elsewhere). */
  holds(record: SaveRecord): boolean | null;
}

export type ReadSave =
  | { kind: 'ok'; save: GameSave }
  /** Not JSON, or JSON without `playerData`. */
  | { kind: 'noPlayerData' }
  /** A save of the first Hollow Knight: the same wrapper and key, other fields. */
  | { kind: 'firstGame' }
  /** A Steam restore point: the save is encrypted once more inside it (its `data`), in a way no public source describes. */
  | { kind: 'restorePoint' };

// Fields only the first game keeps (charms, the Dream Nail, soul), and fields only Silksong does (silk,
// tools, wishes). Both keep `geo` (Silksong's Rosaries), dash, play time and version.
const FIRST_GAME_FIELDS = ['charmSlots', 'charmsOwned', 'hasDreamNail', 'MPCharge', 'completionPercent'];
const SILKSONG_FIELDS = ['silk', 'silkMax', 'Tools', 'ToolEquips', 'QuestCompletionData', 'completionPercentage'];

const number = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The saved-data list `name` of playerData: `{ savedData: [{ Name, Data }] }`; null when the save has none. */
function savedData(player: Json, name: string): ReadonlyMap<string, Json> | null {
  const list = player[name];
  const items = isObject(list) ? list.savedData : undefined;
  if (!Array.isArray(items)) return null;
  return new Map(items.flatMap((x) => (isObject(x) && typeof x.Name === 'string' && isObject(x.Data) ? [[x.Name, x.Data] as const] : [])));
}

/** `playerData.EnemyJournalKillData`: `{ list: [{ Name, Record: { Kills } }] }`, kills by enemy; null when the save has none. */
function journal(player: Json): ReadonlyMap<string, number> | null {
  const data = player.EnemyJournalKillData;
  const items = isObject(data) ? data.list : undefined;
  if (!Array.isArray(items)) return null;
  return new Map(items.flatMap((x) => (isObject(x) && typeof x.Name === 'string' && isObject(x.Record) ? [[x.Name, number(x.Record.Kills) ?? 0] as const] : [])));
}

/** `sceneData.persistentBools`: room and ID of each thing whose state the game keeps, true when taken or opened. */
function sceneFlags(scenes: Json): ReadonlySet<string> | null {
  const bools = scenes.persistentBools;
  const items = isObject(bools) ? bools.serializedList : undefined;
  if (!Array.isArray(items)) return null;
  return new Set(items.flatMap((x) => (isObject(x) && x.Value === true && typeof x.SceneName === 'string' && typeof x.ID === 'string' ? [`${x.SceneName}\u0000${x.ID}`] : [])));
}

function actOf(player: Json): Act {
  if (player.blackThreadWorld === true || player.act3_wokeUp === true) return 3;
  return player.act2Started === true ? 2 : 1;
}

/** Reads the game's JSON; a save of another game or no save at all says so. */
export function readSave(text: string): ReadSave {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'noPlayerData' };
  }
  const player = isObject(value) ? value.playerData : undefined;
  if (isObject(value) && !isObject(player) && typeof value.data === 'string') return { kind: 'restorePoint' };
  if (!isObject(value) || !isObject(player)) return { kind: 'noPlayerData' };
  if (FIRST_GAME_FIELDS.some((f) => f in player) && !SILKSONG_FIELDS.some((f) => f in player)) return { kind: 'firstGame' };
  const scenes = isObject(value.sceneData) ? value.sceneData : {};
  const lists = new Map<string, ReadonlyMap<string, Json> | null>();
  const list = (name: string) => {
    if (!lists.has(name)) lists.set(name, savedData(player, name));
    return lists.get(name)!;
  };
  let kills: ReadonlyMap<string, number> | null | undefined;
  let flags: ReadonlySet<string> | null | undefined;
  let visited: ReadonlySet<string> | null | undefined;
  const holds = (record: SaveRecord): boolean | null => {
    switch (record.kind) {
      case 'flag':
        return typeof player[record.field] === 'boolean' ? player[record.field] === true : null;
      case 'count': {
        const n = number(player[record.field]);
        return n === null ? null : n >= record.min;
      }
      case 'list': {
        const entries = list(record.list);
        if (!entries) return null;
        const data = entries.get(record.name);
        return SAVED_LISTS[record.list].some((f: string) => data?.[f] === true || (typeof data?.[f] === 'number' && (data[f] as number) > 0));
      }
      case 'journal':
        kills ??= journal(player);
        return kills && (kills.get(record.name) ?? 0) >= (record.kills ?? 1);
      case 'mode':
        return holds(record.record);
      case 'any': {
        // Done when any of them holds; unreadable only when none could be read.
        const answers = record.of.map(holds);
        return answers.some((a) => a === true) ? true : answers.every((a) => a === null) ? null : false;
      }
      case 'scene':
        flags ??= sceneFlags(scenes);
        return flags && flags.has(`${record.scene}\u0000${record.id}`);
      case 'rooms':
        visited ??= Array.isArray(player.scenesVisited) ? new Set(player.scenesVisited.filter((x): x is string => typeof x === 'string')) : null;
        return visited && record.rooms.some((r) => visited!.has(r));
    }
  };
  // 0 (or "Off") is the classic game; any other mode, and "On" or "Dead" (a run that has ended), is Steel Soul.
  const mode = player.permadeathMode;
  const steelSoul = (number(mode) ?? 0) > 0 || mode === 'On' || mode === 'Dead';
  const lacks = (record: SaveRecord): boolean => record.kind === 'mode' && (record.only === 'steel') !== steelSoul;
  const version = player.version;
  return {
    kind: 'ok',
    save: {
      summary: {
        version: typeof version === 'string' && version.length <= 40 ? version : null,
        playTime: number(player.playTime),
        completion: number(player.completionPercentage),
        steelSoul,
        act: actOf(player),
      },
      holds,
      lacks,
    },
  };
}
