import { COLLECTION_IDS, COLLECTIONS } from '../collections.ts';
import type { EntityDef } from './entity.ts';
import { PREORDER_VARIANT_SCHEMA } from './preorderVariant.ts';
import { SYSTEM_REQUIREMENTS_SCHEMA } from './systemRequirements.ts';

/**
 * Every content table: the collections' and the two the pages do not read yet; the database test
 * holds each against the migrations.
 */
export const ENTITIES: readonly EntityDef[] = [...COLLECTION_IDS.map((id): EntityDef => COLLECTIONS[id].schema), PREORDER_VARIANT_SCHEMA, SYSTEM_REQUIREMENTS_SCHEMA];
