import { oneOf, slugRef } from './column.ts';
import type { RowOf } from './entity.ts';
import { tracked } from './tracked.ts';

/** What else a completionist tracks beyond the 100% list: the Materium's records, mossberries, silkeaters, pale oils, keys, tool variants, mementos. */
export const EXTRA_KINDS = ['materium', 'mossberry', 'silkeater', 'pale-oil', 'key', 'tool-variant', 'memento'] as const;

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
