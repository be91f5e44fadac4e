import { boolean, generated, hidden, nullableText, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

export const SYSTEM_REQUIREMENTS_SCHEMA = entity({
  table: 'system_requirements',
  columns: {
    id: generated(uuid()),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: { table: 'system_requirements_translations', key: 'system_requirements_id', columns: { notes: nullableText() } },
  newest: 'created_at',
});

export type SystemRequirementsRow = RowOf<typeof SYSTEM_REQUIREMENTS_SCHEMA>;
