import { boolean, generated, hidden, nullableText, slug, text, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

export const BOSS_SCHEMA = entity({
  table: 'bosses',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: { table: 'boss_translations', key: 'boss_id', columns: { name: text(), description: nullableText(), strategy: nullableText() } },
  newest: 'created_at',
});

export type BossRow = RowOf<typeof BOSS_SCHEMA>;
