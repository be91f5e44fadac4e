import type { Act } from './schema/enums.ts';
import { SAVED_LISTS, type SaveRecord } from './schema/saveRecord.ts';

/*
 * Reading the game's save once it is JSON (app/companion/saveDecode.ts gets it there): what it
 * says about the run, and whether it holds an entry's record. React- and DOM-free, so one generic
 * function serves every collection whose records say how the save keeps them.
 */

type Json = Record<string, unknown>;
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
  /** Whether the save holds the record: null when it has no such field at all (a version that keeps it elsewhere). */
  holds(record: SaveRecord): boolean | null;
}

export type ReadSave =
  | { kind: 'ok'; save: GameSave }
  /** Not JSON, or JSON without `playerData`. */
  | { kind: 'noPlayerData' }
  /** A save of the first Hollow Knight: the same wrapper and key, other fields. */
  | { kind: 'firstGame' };

// Fields only the first game keeps (Geo, charms, the Dream Nail), and fields only Silksong does (silk, tools).
const FIRST_GAME_FIELDS = ['geo', 'charmSlots', 'hasDreamNail'];
const SILKSONG_FIELDS = ['silk', 'Tools', 'ToolEquips', 'ToolPouchUpgrades'];

const number = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The saved-data list `name` of playerData: `{ savedData: [{ Name, Data }] }`; null when the save has none. */
function savedData(player: Json, name: string): ReadonlyMap<string, Json> | null {
  const list = player[name];
  const items = isObject(list) ? list.savedData : undefined;
  if (!Array.isArray(items)) return null;
  return new Map(items.flatMap((x) => (isObject(x) && typeof x.Name === 'string' && isObject(x.Data) ? [[x.Name, x.Data] as const] : [])));
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
  if (!isObject(value) || !isObject(player)) return { kind: 'noPlayerData' };
  if (FIRST_GAME_FIELDS.some((f) => f in player) && !SILKSONG_FIELDS.some((f) => f in player)) return { kind: 'firstGame' };
  const scenes = isObject(value.sceneData) ? value.sceneData : {};
  const lists = new Map<string, ReadonlyMap<string, Json> | null>();
  const list = (name: string) => {
    if (!lists.has(name)) lists.set(name, savedData(player, name));
    return lists.get(name)!;
  };
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
        const held = entries.get(record.name)?.[SAVED_LISTS[record.list]];
        return held === true || (typeof held === 'number' && held > 0);
      }
      case 'scene':
        flags ??= sceneFlags(scenes);
        return flags && flags.has(`${record.scene}\u0000${record.id}`);
      case 'rooms':
        visited ??= Array.isArray(player.scenesVisited) ? new Set(player.scenesVisited.filter((x): x is string => typeof x === 'string')) : null;
        return visited && record.rooms.some((r) => visited!.has(r));
    }
  };
  const version = player.version;
  return {
    kind: 'ok',
    save: {
      summary: {
        version: typeof version === 'string' && version.length <= 40 ? version : null,
        playTime: number(player.playTime),
        completion: number(player.completionPercentage),
        steelSoul: number(player.permadeathMode) !== null && number(player.permadeathMode)! > 0,
        act: actOf(player),
      },
      holds,
    },
  };
}
