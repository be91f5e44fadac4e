import { boolean, generated, hidden, nullableCount, nullableSmallint, slug, slugRef, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, type RowOf } from './entity.ts';
import { FIGHT_PHASES } from './fightPhase.ts';

/**
 * What a boss does in one fight (an encounter): a plain label and how to read and avoid it, in the
 * sources' agreement. A boss's page lists each encounter's moves in the list's order, under that
 * encounter's act.
 */
export const MOVE_SCHEMA = entity({
  table: 'moves',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    encounter: slugRef('encounters'),
    /** The phase of the fight from which it is used; null when two sources do not agree on one. */
    phase: nullableSmallint(FIGHT_PHASES),
    /** Masks a hit takes from Hornet; null unless two sources give the same number. */
    masks: nullableCount(),
    sources: webUrls(),
  },
  translations: { table: 'move_translations', key: 'move_id', columns: { name: text(), description: text() } },
  newest: 'created_at',
});

export type MoveRow = RowOf<typeof MOVE_SCHEMA>;
