import { boolean, generated, hidden, nullableText, slug, text, timestamp, uuid } from './column.ts';
import { entity, type RowOf } from './entity.ts';

export const TRAILER_SCHEMA = entity({
  table: 'trailers',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    date: timestamp(),
    published: hidden(boolean()),
    created_at: hidden(generated(timestamp())),
  },
  translations: { table: 'trailer_translations', key: 'trailer_id', columns: { title: text(), analysis: nullableText() } },
  newest: 'date',
});

export type TrailerRow = RowOf<typeof TRAILER_SCHEMA>;
