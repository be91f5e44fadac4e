// Every record of content/ (drafts included) as scripts/build.ts checked and wrote it: for tests and
// scripts. The worker reads the published ones from a static file instead (worker/data/bundled.ts).
import records from '../dist/records.js';
import type { CollectionId, FullSchema } from './collections.ts';
import type { RecordOf } from './schema/entity.ts';

/** A bundled entry: its columns (the derived id and order of creation included) and its texts by language. */
export type BundledRecord<K extends CollectionId> = RecordOf<FullSchema<K>> & { id: string; created_at?: string };

export type Bundle = { readonly [K in CollectionId]: readonly BundledRecord<K>[] };

/** Every collection's bundled records, drafts included: the offline site and `supabase/seed.sql`. */
export const BUNDLED = records as Bundle;
