import { boolean, generated, hidden, nullableBoolean, nullableCount, nullableOneOf, nullableSmallint, nullableText, slug, slugRef, slugRefs, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts, type RecordOf, type RowOf } from './entity.ts';
import { ACTS } from './enums.ts';
import { saveRecord } from './saveRecord.ts';

/** The game's own kinds of wish (its wish boards' categories), and the main objectives it lists beside them. */
export const WISH_KINDS = ['main', 'wayfarer', 'hunt', 'grand-hunt', 'gather', 'donation', 'delivery', 'learn', 'sprint', 'witness', 'steel'] as const;

/** A wish (the game's quests) or one of the main objectives it lists beside them. */
export const WISH_SCHEMA = entity({
  table: 'wishes',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    kind: nullableOneOf(WISH_KINDS),
    act: nullableSmallint(ACTS),
    /** Where it is given or posted. */
    zone: slugRef('zones'),
    /** What a player needs first (abilities, keys). */
    requires: slugRefs('items'),
    /** What granting it gives: items and collectibles of this site, and Rosaries. */
    reward_items: slugRefs('items'),
    reward_collectibles: slugRefs('collectibles'),
    reward_rosaries: nullableCount(),
    /** Can be lost for good; null when the sources do not say. */
    missable: nullableBoolean(),
    /** How the game's save records it granted. */
    save: saveRecord(),
    sources: webUrls(),
  },
  translations: {
    table: 'wish_translations',
    key: 'wish_id',
    columns: {
      name: text(),
      /** What it asks, in our own words. */
      description: nullableText(),
      /** Who makes the wish, as the wish's card names them. */
      giver: nullableText(),
      /** The board or place it is posted at. */
      board: nullableText(),
      /** A reward that is no entry of this site. */
      reward: nullableText(),
      /** How Steel Soul changes it. */
      steel_soul: nullableText(),
    },
  },
  newest: 'created_at',
});

export const WISH_TEASER_SCHEMA = withTexts(WISH_SCHEMA, ['name', 'description', 'giver']);

export type WishRecord = RecordOf<typeof WISH_SCHEMA>;
export type WishRow = RowOf<typeof WISH_SCHEMA>;
