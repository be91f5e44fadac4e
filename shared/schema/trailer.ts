import { boolean, generated, hidden, nullableText, slug, text, timestamp, uuid, videoId, webUrls } from './column.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf } from './entity.ts';

export const TRAILER_SCHEMA = entity({
  table: 'trailers',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    date: timestamp(),
    published: hidden(boolean()),
    created_at: hidden(generated(timestamp())),
    /** The YouTube id of the official upload. */
    video_id: videoId(),
    sources: webUrls(),
  },
  translations: { table: 'trailer_translations', key: 'trailer_id', columns: { title: text(), analysis: nullableText() } },
  newest: 'date',
});

export const TRAILER_TEASER_SCHEMA = withTexts(TRAILER_SCHEMA, ['title']);

export type TrailerRecord = RecordOf<typeof TRAILER_SCHEMA>;
export type TrailerText = TextOf<typeof TRAILER_SCHEMA>;
export type TrailerRow = RowOf<typeof TRAILER_SCHEMA>;
export type TrailerTeaserRow = RowOf<typeof TRAILER_TEASER_SCHEMA>;
