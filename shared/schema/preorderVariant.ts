import { boolean, generated, hidden, nullableText, text, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

export const PREORDER_VARIANT_SCHEMA = entity({
  table: 'preorder_variants',
  columns: {
    id: generated(uuid()),
    region: text(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: {
    table: 'preorder_variant_translations',
    key: 'preorder_variant_id',
    columns: { name: text(), description: nullableText() },
  },
  newest: 'created_at',
});

export type PreorderVariantRow = RowOf<typeof PREORDER_VARIANT_SCHEMA>;
