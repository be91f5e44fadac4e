import { boolean, generated, hidden, nullableText, slug, text, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

export const ZONE_SCHEMA = entity({
  table: 'zones',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: { table: 'zone_translations', key: 'zone_id', columns: { name: text(), description: nullableText(), lore: nullableText() } },
  newest: 'created_at',
});

export type ZoneRow = RowOf<typeof ZONE_SCHEMA>;
