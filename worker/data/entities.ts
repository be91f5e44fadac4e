import type { SupabaseClient } from '@supabase/supabase-js';
import type { Lang } from '../../content/languages.ts';
import { log } from '../log.ts';
import { selectList, selectOne, type EntitySpec, type ListQuery, type OneQuery, type Row } from './query.ts';
import { localize, type Localized } from './translation.ts';
import { isSlug, lang, nullableText, oneOf, slug, text, timestamp } from './validate.ts';

// The tables of SPEC 3 besides news (worker/data/news.ts). No page shows them yet.

const ITEM_TYPES = ['weapon', 'tool', 'charm', 'consumable'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

const BOSSES = {
  table: 'bosses',
  columns: { id: text, slug, created_at: timestamp },
  translations: { table: 'boss_translations', columns: { language: lang, name: text, description: nullableText, strategy: nullableText } },
  newest: 'created_at',
} satisfies EntitySpec;

const ITEMS = {
  table: 'items',
  columns: { id: text, slug, type: oneOf(ITEM_TYPES), created_at: timestamp },
  translations: { table: 'item_translations', columns: { language: lang, name: text, description: nullableText, tips: nullableText } },
  newest: 'created_at',
} satisfies EntitySpec;

const ZONES = {
  table: 'zones',
  columns: { id: text, slug, created_at: timestamp },
  translations: { table: 'zone_translations', columns: { language: lang, name: text, description: nullableText, lore: nullableText } },
  newest: 'created_at',
} satisfies EntitySpec;

const TRAILERS = {
  table: 'trailers',
  columns: { id: text, slug, date: timestamp },
  translations: { table: 'trailer_translations', columns: { language: lang, title: text, analysis: nullableText } },
  newest: 'date',
} satisfies EntitySpec;

const PREORDER_VARIANTS = {
  table: 'preorder_variants',
  columns: { id: text, region: text, created_at: timestamp },
  translations: { table: 'preorder_variant_translations', columns: { language: lang, name: text, description: nullableText } },
  newest: 'created_at',
} satisfies EntitySpec;

const SYSTEM_REQUIREMENTS = {
  table: 'system_requirements',
  columns: { id: text, created_at: timestamp },
  translations: { table: 'system_requirements_translations', columns: { language: lang, notes: nullableText } },
  newest: 'created_at',
} satisfies EntitySpec;

export type Boss = Localized<Row<typeof BOSSES>>;
export type Item = Localized<Row<typeof ITEMS>>;
export type Zone = Localized<Row<typeof ZONES>>;
export type Trailer = Localized<Row<typeof TRAILERS>>;
export type PreorderVariant = Localized<Row<typeof PREORDER_VARIANTS>>;
export type SystemRequirements = Localized<Row<typeof SYSTEM_REQUIREMENTS>>;

/**
 * Reads with SPEC 8's failure rule: a query error is logged, a list becomes [] and a single
 * row null. Every row carries the translation for the requested language (else English, else null).
 */
export function contentRepository(client: SupabaseClient) {
  function list<E extends EntitySpec>(spec: E, lang: Lang, query?: ListQuery): Promise<Localized<Row<E>>[]> {
    return selectList(client, spec, query).then(
      (rows) => rows.map((row) => localize(row, lang)),
      (error: unknown) => {
        log('error', 'query failed', { table: spec.table }, error);
        return [];
      },
    );
  }

  function one<E extends EntitySpec>(spec: E, lang: Lang, query: OneQuery): Promise<Localized<Row<E>> | null> {
    return selectOne(client, spec, query).then(
      (row) => (row ? localize(row, lang) : null),
      (error: unknown) => {
        log('error', 'query failed', { table: spec.table }, error);
        return null;
      },
    );
  }

  // A slug that could not be stored is not asked for.
  const bySlug = <E extends EntitySpec>(spec: E) => (value: string, lang: Lang) =>
    isSlug(value) ? one(spec, lang, { eq: { slug: value } }) : Promise.resolve(null);

  return {
    bosses: (lang: Lang): Promise<Boss[]> => list(BOSSES, lang),
    boss: bySlug(BOSSES),
    items: (lang: Lang, type?: ItemType): Promise<Item[]> => list(ITEMS, lang, type ? { eq: { type } } : {}),
    item: bySlug(ITEMS),
    zones: (lang: Lang): Promise<Zone[]> => list(ZONES, lang),
    zone: bySlug(ZONES),
    trailers: (lang: Lang): Promise<Trailer[]> => list(TRAILERS, lang),
    trailer: bySlug(TRAILERS),
    preorderVariants: (lang: Lang, region?: string): Promise<PreorderVariant[]> =>
      list(PREORDER_VARIANTS, lang, region ? { eq: { region } } : {}),
    systemRequirements: (lang: Lang): Promise<SystemRequirements | null> => one(SYSTEM_REQUIREMENTS, lang, { newest: true }),
  };
}
