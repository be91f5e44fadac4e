import { saveRecord } from './saveRecord.ts';
import { boolean, flag, generated, hidden, nullableSmallint, nullableText, oneOf, slug, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf } from './entity.ts';
import { ACTS, ITEM_CATEGORIES, ITEM_TYPES, RARITIES } from './enums.ts';
import { OBTAINED_COLUMNS } from './obtained.ts';
import { PICTURE_COLUMNS, PICTURE_TEXTS } from './picture.ts';

export const ITEM_SCHEMA = entity({
  table: 'items',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    type: oneOf(ITEM_TYPES),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    rarity: oneOf(RARITIES),
    category: oneOf(ITEM_CATEGORIES),
    act: nullableSmallint(ACTS),
    ...OBTAINED_COLUMNS,
    featured: boolean(),
    /**
     * Players tick it off. No for a currency (Rosaries, Shell Shards, rosary strings: money is spent,
     * not found) and for a kind whose every piece is a collectible of its own (Mask Shard): one thing, one tick.
     */
    tracked: flag(true),
    ...PICTURE_COLUMNS,
    /** How the game's save records it: what a visitor's save file ticks. */
    save: saveRecord(),
    sources: webUrls(),
  },
  translations: {
    table: 'item_translations',
    key: 'item_id',
    columns: { name: text(), description: nullableText(), tips: nullableText(), location: nullableText(), ...PICTURE_TEXTS },
  },
  newest: 'created_at',
});

export const ITEM_TEASER_SCHEMA = withTexts(ITEM_SCHEMA, ['name', 'description']);

export type ItemRecord = RecordOf<typeof ITEM_SCHEMA>;
export type ItemText = TextOf<typeof ITEM_SCHEMA>;
export type ItemRow = RowOf<typeof ITEM_SCHEMA>;
export type ItemTeaserRow = RowOf<typeof ITEM_TEASER_SCHEMA>;
