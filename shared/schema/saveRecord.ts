import * as v from 'valibot';
import type { Column } from './column.ts';
import { SAVED_LISTS, type SaveRecord, type SavedList } from '../gameSave.ts';

/*
 * The column that says how the game's own save file records one entry (the kinds are in
 * shared/gameSave.ts). Editors write it as JSON (a `jsonb` column); a shape the site cannot read
 * fails the row, like any other column, rather than silently ticking nothing.
 */

const LIST_NAMES = Object.keys(SAVED_LISTS) as SavedList[];

// Names the game uses: identifiers for fields; scene names, IDs and list names are printable text.
const field = v.pipe(v.string(), v.regex(/^[A-Za-z_][A-Za-z0-9_]{0,80}$/));
const name = v.pipe(v.string(), v.regex(/^[\x20-\x7E]{1,120}$/));
const upTo1000 = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000));

const RECORD: v.GenericSchema<unknown, SaveRecord> = v.variant('kind', [
  v.strictObject({ kind: v.literal('flag'), field }),
  v.strictObject({ kind: v.literal('list'), list: v.picklist(LIST_NAMES), name }),
  v.strictObject({ kind: v.literal('scene'), scene: name, id: name }),
  v.strictObject({ kind: v.literal('count'), field, min: upTo1000 }),
  v.strictObject({ kind: v.literal('rooms'), rooms: v.pipe(v.array(name), v.minLength(1), v.maxLength(400)) }),
  v.strictObject({ kind: v.literal('journal'), name, kills: v.optional(upTo1000) }),
  v.strictObject({ kind: v.literal('any'), of: v.pipe(v.array(v.lazy(() => RECORD)), v.minLength(2), v.maxLength(40)) }),
  v.strictObject({ kind: v.literal('mode'), only: v.picklist(['steel', 'classic']), record: v.lazy(() => RECORD) }),
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
