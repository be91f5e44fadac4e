import { saveRecord } from './saveRecord.ts';
import { boolean, generated, hidden, nullableSmallint, nullableText, oneOf, slug, slugRefs, smallint, text, textList, timestamp, uuid, webUrls } from './column.ts';
import { PICTURE_COLUMNS, PICTURE_TEXTS } from './picture.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf } from './entity.ts';
import { ACTS, AREA_TYPES, DIFFICULTIES } from './enums.ts';

/** Cells of the map's coarse grid along one axis, and how many an area may span (the migration's checks). */
const MAP_CELLS = Array.from({ length: 16 }, (_, i) => i);
const MAP_SPANS = Array.from({ length: 8 }, (_, i) => i + 1);

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
    /**
     * Where the area sits on the site's schematic map of Pharloom: the cell of its top-left corner,
     * columns west to east and rows from the top of the kingdom down (null: not drawn, only listed),
     * and how many cells it spans.
     */
    map_x: nullableSmallint(MAP_CELLS),
    map_y: nullableSmallint(MAP_CELLS),
    map_w: smallint(MAP_SPANS, 1),
    map_h: smallint(MAP_SPANS, 1),
    featured: boolean(),
    ...PICTURE_COLUMNS,
    /** How the game's save records it: what a visitor's save file ticks. */
    save: saveRecord(),
    sources: webUrls(),
  },
  translations: {
    table: 'zone_translations',
    key: 'zone_id',
    columns: { name: text(), description: nullableText(), lore: nullableText(), features: textList(), ...PICTURE_TEXTS },
  },
  newest: 'created_at',
});

// The map hub lists each area's features beside its type and difficulty.
export const ZONE_TEASER_SCHEMA = withTexts(ZONE_SCHEMA, ['name', 'description', 'features']);

export type ZoneRecord = RecordOf<typeof ZONE_SCHEMA>;
export type ZoneText = TextOf<typeof ZONE_SCHEMA>;
export type ZoneRow = RowOf<typeof ZONE_SCHEMA>;
export type ZoneTeaserRow = RowOf<typeof ZONE_TEASER_SCHEMA>;
