import { nullableCount, slugRef, slugRefs } from './column.ts';
import type { RowOf } from './entity.ts';
import { tracked } from './tracked.ts';

/** An entry of the Hunter's Journal: an enemy, where it lives and how many kills complete its entry. */
export const { schema: JOURNAL_SCHEMA, list: JOURNAL_LIST_SCHEMA } = tracked(
  { table: 'journal_entries', translations: 'journal_entry_translations', key: 'journal_entry_id' },
  {
    /** The areas it is found in, as the sources name them (empty when they do not). */
    zones: slugRefs('zones'),
    /** Kills that complete its entry. */
    kills: nullableCount(),
    /** The boss this entry is, when it is one. */
    boss: slugRef('bosses'),
  },
  {},
);

export type JournalRow = RowOf<typeof JOURNAL_SCHEMA>;
