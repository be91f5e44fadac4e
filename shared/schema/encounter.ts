import { boolean, generated, hidden, nullableCount, nullableSmallint, nullableText, slugRef, slugRefs, slug, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, type RecordOf, type RowOf } from './entity.ts';
import { ACTS } from './enums.ts';

/**
 * One fight with a boss: the first, a rematch or a variant, each with where and when it happens
 * and what it gives. A boss's page lists its encounters in the list's order.
 */
export const ENCOUNTER_SCHEMA = entity({
  table: 'encounters',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    boss: slugRef('bosses'),
    zone: slugRef('zones'),
    act: nullableSmallint(ACTS),
    /** Only where at least two sources agree. */
    health: nullableCount(),
    drops: slugRefs('items'),
    collectibles: slugRefs('collectibles'),
    sources: webUrls(),
  },
  translations: { table: 'encounter_translations', key: 'encounter_id', columns: { title: text(), description: nullableText() } },
  newest: 'created_at',
});

export type EncounterRecord = RecordOf<typeof ENCOUNTER_SCHEMA>;
export type EncounterRow = RowOf<typeof ENCOUNTER_SCHEMA>;
