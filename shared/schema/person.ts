import { boolean, generated, hidden, nullableSmallint, oneOf, slug, slugRef, slugRefs, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, withTexts, type RowOf } from './entity.ts';
import { ACTS } from './enums.ts';

/** What a character is to a player: who posts wishes, who sells, or both. */
export const PERSON_ROLES = ['wish-giver', 'merchant', 'wish-giver-merchant'] as const;

/** A character players meet for wishes or wares: where they are, their wishes, and the items they sell (each item's page gives its price). */
export const PERSON_SCHEMA = entity({
  table: 'people',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
    act: nullableSmallint(ACTS),
    role: oneOf(PERSON_ROLES),
    zone: slugRef('zones'),
    wishes: slugRefs('wishes'),
    sells: slugRefs('items'),
    sources: webUrls(),
  },
  translations: { table: 'person_translations', key: 'person_id', columns: { name: text() } },
  newest: 'created_at',
});

export const PERSON_LIST_SCHEMA = withTexts(PERSON_SCHEMA, ['name']);

export type PersonRow = RowOf<typeof PERSON_SCHEMA>;
