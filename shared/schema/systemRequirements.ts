import { boolean, generated, hidden, nullableText, oneOf, slug, text, textList, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';
import { REQUIREMENT_LEVELS } from './enums.ts';

/**
 * One level of the PC requirements; the newest published row of each level is the one shown.
 * Product names and sizes read the same in every language, so they are columns; processor and
 * graphics list alternatives, which the page joins with the language's own "or".
 */
export const SYSTEM_REQUIREMENTS_SCHEMA = entity({
  table: 'system_requirements',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    level: oneOf(REQUIREMENT_LEVELS),
    os: text(),
    processor: textList(),
    memory: text(),
    graphics: textList(),
    directx: text(),
    storage: text(),
  },
  translations: {
    table: 'system_requirements_translations',
    key: 'system_requirements_id',
    /** `notes`: the level's additional notes; `storage_note`: a remark after the storage size. */
    columns: { notes: nullableText(), storage_note: nullableText() },
  },
  newest: 'created_at',
});

export type SystemRequirementsRow = RowOf<typeof SYSTEM_REQUIREMENTS_SCHEMA>;
