import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../content/languages.ts';
import { BOSS_SCHEMA } from '../../shared/schema/boss.ts';
import { isSlug } from '../../shared/schema/column.ts';
import type { EntityDef, RowOf } from '../../shared/schema/entity.ts';
import type { ItemType } from '../../shared/schema/enums.ts';
import { ITEM_SCHEMA } from '../../shared/schema/item.ts';
import { PREORDER_VARIANT_SCHEMA } from '../../shared/schema/preorderVariant.ts';
import { SYSTEM_REQUIREMENTS_SCHEMA } from '../../shared/schema/systemRequirements.ts';
import { TRAILER_SCHEMA } from '../../shared/schema/trailer.ts';
import { ZONE_SCHEMA } from '../../shared/schema/zone.ts';
import { log } from '../log.ts';
import { selectList, selectOne, type ListQuery, type OneQuery } from './query.ts';
import { localize, type Localized } from '../../shared/translation.ts';

// Queries of the content tables with the product's call shapes (a type filter for items, a region filter
// for pre-order variants, the newest system requirements); the pages read collections through SiteData.

export type Boss = Localized<RowOf<typeof BOSS_SCHEMA>>;
export type Item = Localized<RowOf<typeof ITEM_SCHEMA>>;
export type Zone = Localized<RowOf<typeof ZONE_SCHEMA>>;
export type Trailer = Localized<RowOf<typeof TRAILER_SCHEMA>>;
export type PreorderVariant = Localized<RowOf<typeof PREORDER_VARIANT_SCHEMA>>;
export type SystemRequirements = Localized<RowOf<typeof SYSTEM_REQUIREMENTS_SCHEMA>>;

/**
 * Reads with the product's failure rule: a query error is logged, a list becomes [] and a single
 * row null. Every row carries the translation for the requested language (else English, else null).
 */
export function contentRepository(client: SupabaseClient) {
  function list<E extends EntityDef>(def: E, lang: Lang, query?: ListQuery): Promise<Localized<RowOf<E>>[]> {
    return selectList(client, def, query).then(
      (rows) => rows.map((row) => localize(row, lang)),
      (error: unknown) => {
        log('error', 'query failed', { table: def.table }, error);
        return [];
      },
    );
  }

  function one<E extends EntityDef>(def: E, lang: Lang, query: OneQuery): Promise<Localized<RowOf<E>> | null> {
    return selectOne(client, def, query).then(
      (row) => (row ? localize(row, lang) : null),
      (error: unknown) => {
        log('error', 'query failed', { table: def.table }, error);
        return null;
      },
    );
  }

  // A slug that could not be stored is not asked for.
  const bySlug = <E extends EntityDef>(def: E) => (value: string, lang: Lang) =>
    isSlug(value) ? one(def, lang, { eq: { slug: value } }) : Promise.resolve(null);

  return {
    bosses: (lang: Lang): Promise<Boss[]> => list(BOSS_SCHEMA, lang),
    boss: bySlug(BOSS_SCHEMA),
    items: (lang: Lang, type?: ItemType): Promise<Item[]> => list(ITEM_SCHEMA, lang, type ? { eq: { type } } : {}),
    item: bySlug(ITEM_SCHEMA),
    zones: (lang: Lang): Promise<Zone[]> => list(ZONE_SCHEMA, lang),
    zone: bySlug(ZONE_SCHEMA),
    trailers: (lang: Lang): Promise<Trailer[]> => list(TRAILER_SCHEMA, lang),
    trailer: bySlug(TRAILER_SCHEMA),
    preorderVariants: (lang: Lang, region?: string): Promise<PreorderVariant[]> =>
      list(PREORDER_VARIANT_SCHEMA, lang, region ? { eq: { region } } : {}),
    systemRequirements: (lang: Lang): Promise<SystemRequirements | null> => one(SYSTEM_REQUIREMENTS_SCHEMA, lang, { newest: true }),
  };
}
