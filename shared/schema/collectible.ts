import { saveRecord } from './saveRecord.ts';
import { boolean, generated, hidden, nullableSmallint, nullableText, oneOf, slug, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts, type RecordOf, type RowOf } from './entity.ts';
import { ACTS, COLLECTIBLE_KINDS } from './enums.ts';
import { OBTAINED_COLUMNS } from './obtained.ts';
import { PICTURE_COLUMNS, PICTURE_TEXTS } from './picture.ts';

/** One thing a player collects in one place: a mask shard, a flea, a relic, ... */
export const COLLECTIBLE_SCHEMA = entity({
  table: 'collectibles',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    kind: oneOf(COLLECTIBLE_KINDS),
    act: nullableSmallint(ACTS),
    ...OBTAINED_COLUMNS,
    ...PICTURE_COLUMNS,
    /** How the game's save records it: what a visitor's save file ticks. */
    save: saveRecord(),
    sources: webUrls(),
  },
  translations: {
    table: 'collectible_translations',
    key: 'collectible_id',
    columns: { name: text(), description: nullableText(), location: nullableText(), tips: nullableText(), ...PICTURE_TEXTS },
  },
  newest: 'created_at',
});

export const COLLECTIBLE_TEASER_SCHEMA = withTexts(COLLECTIBLE_SCHEMA, ['name', 'description']);

export type CollectibleRecord = RecordOf<typeof COLLECTIBLE_SCHEMA>;
export type CollectibleRow = RowOf<typeof COLLECTIBLE_SCHEMA>;
export type CollectibleTeaserRow = RowOf<typeof COLLECTIBLE_TEASER_SCHEMA>;
