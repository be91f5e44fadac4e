// The bundle scripts/build.ts writes from the JSON files of content/ (checked against the schemas there).
import bundle from '../dist/content.js';
import type { Lang } from './languages.ts';
import type { CollectionId, FullSchema } from '../shared/collections.ts';
import type { RecordOf } from '../shared/schema/entity.ts';

/** A bundled entry: its columns (the derived id and order of creation included) and its texts by language. */
export type BundledRecord<K extends CollectionId> = RecordOf<FullSchema<K>> & { id: string; created_at?: string };

/** Every collection's bundled records, drafts included: the offline site and `supabase/seed.sql`. */
export const BUNDLED = bundle.collections as { readonly [K in CollectionId]: readonly BundledRecord<K>[] };

/** Each language's page prose as written (missing texts fall back to English when read). */
export const PROSE = bundle.pages as Record<Lang, object>;
