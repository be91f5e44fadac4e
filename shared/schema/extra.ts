import { oneOf, slugRef } from './column.ts';
import type { RowOf } from './entity.ts';
import { tracked } from './tracked.ts';

/**
 * What else a completionist tracks beyond the 100% list: the Materium's records, mossberries,
 * silkeaters, pale oils, keys, tool variants, mementos, and the mini-bosses that each appear once
 * (every Rhinogrund, Covetous Pilgrim, Shardillard and Void Mass, as the trackers list them).
 */
export const EXTRA_KINDS = ['materium', 'mossberry', 'silkeater', 'pale-oil', 'key', 'tool-variant', 'memento', 'mini-boss'] as const;

export const { schema: EXTRA_SCHEMA, list: EXTRA_LIST_SCHEMA } = tracked(
  { table: 'extras', translations: 'extra_translations', key: 'extra_id' },
  {
    kind: oneOf(EXTRA_KINDS),
    /** Where it is found, where the sources say. */
    zone: slugRef('zones'),
  },
  {},
);

export type ExtraRow = RowOf<typeof EXTRA_SCHEMA>;
