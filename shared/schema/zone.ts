import { boolean, generated, hidden, nullableSmallint, nullableText, oneOf, slug, slugRefs, text, textList, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf } from './entity.ts';
import { ACTS, AREA_TYPES, DIFFICULTIES } from './enums.ts';

export const ZONE_SCHEMA = entity({
  table: 'zones',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    area_type: oneOf(AREA_TYPES),
    difficulty: oneOf(DIFFICULTIES),
    act: nullableSmallint(ACTS),
    /** Zones directly reachable from this one. */
    connects: slugRefs('zones'),
    featured: boolean(),
    sources: webUrls(),
  },
  translations: {
    table: 'zone_translations',
    key: 'zone_id',
    columns: { name: text(), description: nullableText(), lore: nullableText(), features: textList() },
  },
  newest: 'created_at',
});

// The map hub lists each area's features beside its type and difficulty.
export const ZONE_TEASER_SCHEMA = withTexts(ZONE_SCHEMA, ['name', 'description', 'features']);

export type ZoneRecord = RecordOf<typeof ZONE_SCHEMA>;
export type ZoneText = TextOf<typeof ZONE_SCHEMA>;
export type ZoneRow = RowOf<typeof ZONE_SCHEMA>;
export type ZoneTeaserRow = RowOf<typeof ZONE_TEASER_SCHEMA>;
