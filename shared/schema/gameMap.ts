import { nullableCount, nullableOneOf, oneOf, slugRef } from './column.ts';
import type { RowOf } from './entity.ts';
import { tracked } from './tracked.ts';

/** An area's map, the quill that draws on maps, or one of the pins and markers shown on them. */
export const MAP_KINDS = ['map', 'quill', 'pin'] as const;
/** Who sells it: Shakra the mapper, or one of the Citadel's map machines. */
export const MAP_SELLERS = ['shakra', 'map-machine'] as const;

export const { schema: MAP_SCHEMA, list: MAP_LIST_SCHEMA } = tracked(
  { table: 'maps', translations: 'map_translations', key: 'map_id' },
  {
    kind: oneOf(MAP_KINDS),
    /** The area a map shows. */
    zone: slugRef('zones'),
    seller: nullableOneOf(MAP_SELLERS),
    /** Its price in Rosaries, where two sources agree. */
    price: nullableCount(),
  },
  {},
);

export type MapRow = RowOf<typeof MAP_SCHEMA>;
