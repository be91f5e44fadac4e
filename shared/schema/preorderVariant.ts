import { amount, boolean, generated, hidden, nullableText, oneOf, slug, someOf, text, textList, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';
import { CURRENCIES, EDITIONS, REGIONS, STORES } from './enums.ts';

/**
 * One edition of the pre-launch plan in one region, at its price there. The edition cards read the
 * US rows (their names, bonuses and platforms); the regional table reads every region's prices, so
 * only the US rows need texts.
 */
export const PREORDER_VARIANT_SCHEMA = entity({
  table: 'preorder_variants',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    region: oneOf(REGIONS),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    edition: oneOf(EDITIONS),
    currency: oneOf(CURRENCIES),
    price: amount(),
    platforms: someOf(STORES),
    /** Shown as the most popular edition. */
    popular: boolean(),
  },
  translations: {
    table: 'preorder_variant_translations',
    key: 'preorder_variant_id',
    columns: { name: text(), description: nullableText(), bonuses: textList() },
    // Only the US rows need texts (above).
    optional: true,
  },
  newest: 'created_at',
});

export type PreorderVariantRow = RowOf<typeof PREORDER_VARIANT_SCHEMA>;
