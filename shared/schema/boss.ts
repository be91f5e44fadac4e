import { saveRecord } from './saveRecord.ts';
import { boolean, generated, hidden, nullableBoolean, nullableSmallint, nullableText, oneOf, slug, slugRef, slugRefs, text, timestamp, uuid, webUrls } from './column.ts';
import { PICTURE_COLUMNS, PICTURE_TEXTS } from './picture.ts';
import { entity, withTexts, type RecordOf, type RowOf, type TextOf } from './entity.ts';
import { ACTS, DIFFICULTIES } from './enums.ts';

export const BOSS_SCHEMA = entity({
  table: 'bosses',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    difficulty: oneOf(DIFFICULTIES),
    act: nullableSmallint(ACTS),
    /** Must be beaten to finish the story; null when the sources disagree. */
    required: nullableBoolean(),
    /** The zone where it is fought. */
    zone: slugRef('zones'),
    /** Items it leaves or unlocks. */
    drops: slugRefs('items'),
    featured: boolean(),
    ...PICTURE_COLUMNS,
    /** How the game's save records it: what a visitor's save file ticks. */
    save: saveRecord(),
    sources: webUrls(),
  },
  translations: { table: 'boss_translations', key: 'boss_id', columns: { name: text(), description: nullableText(), strategy: nullableText(), ...PICTURE_TEXTS } },
  newest: 'created_at',
});

/** What lists, links and search need: no strategy. */
export const BOSS_TEASER_SCHEMA = withTexts(BOSS_SCHEMA, ['name', 'description']);

export type BossRecord = RecordOf<typeof BOSS_SCHEMA>;
export type BossText = TextOf<typeof BOSS_SCHEMA>;
export type BossRow = RowOf<typeof BOSS_SCHEMA>;
export type BossTeaserRow = RowOf<typeof BOSS_TEASER_SCHEMA>;
