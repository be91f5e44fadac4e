import { boolean, generated, hidden, nullableText, oneOf, slug, text, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

/** The site's own classification (SPEC 9), not the game's. */
export const ITEM_TYPES = ['weapon', 'tool', 'charm', 'consumable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_SCHEMA = entity({
  table: 'items',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    type: oneOf(ITEM_TYPES),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: { table: 'item_translations', key: 'item_id', columns: { name: text(), description: nullableText(), tips: nullableText() } },
  newest: 'created_at',
});

export type ItemRow = RowOf<typeof ITEM_SCHEMA>;
