import { BOSS_SCHEMA } from './boss.ts';
import type { EntityDef } from './entity.ts';
import { ITEM_SCHEMA } from './item.ts';
import { NEWS_SCHEMA } from './news.ts';
import { PREORDER_VARIANT_SCHEMA } from './preorderVariant.ts';
import { SYSTEM_REQUIREMENTS_SCHEMA } from './systemRequirements.ts';
import { TRAILER_SCHEMA } from './trailer.ts';
import { ZONE_SCHEMA } from './zone.ts';

/** Every content entity; the database test holds each against the migrations. */
export const ENTITIES: readonly EntityDef[] = [NEWS_SCHEMA, BOSS_SCHEMA, ITEM_SCHEMA, ZONE_SCHEMA, TRAILER_SCHEMA, PREORDER_VARIANT_SCHEMA, SYSTEM_REQUIREMENTS_SCHEMA];
