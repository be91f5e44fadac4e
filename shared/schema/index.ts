import { COLLECTION_IDS, COLLECTIONS } from '../collections.ts';
import type { EntityDef } from './entity.ts';

/** Every content table; the database test holds each against the migrations. */
export const ENTITIES: readonly EntityDef[] = COLLECTION_IDS.map((id): EntityDef => COLLECTIONS[id].schema);
