import type { CollectionId, FullSchema } from '../shared/collections.ts';
import type { RecordOf } from '../shared/schema/entity.ts';
import { BOSS_RECORDS, ITEM_RECORDS, TRAILER_RECORDS, ZONE_RECORDS } from './encyclopaedia/index.ts';
import { NEWS } from './news/index.ts';

/** Every collection's bundled records, drafts included: the offline site and `supabase/seed.sql`. */
export const BUNDLED: { readonly [K in CollectionId]: readonly RecordOf<FullSchema<K>>[] } = {
  news: NEWS,
  zones: ZONE_RECORDS,
  bosses: BOSS_RECORDS,
  items: ITEM_RECORDS,
  trailers: TRAILER_RECORDS,
};
