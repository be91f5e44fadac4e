import { COLLECTIONS, type ListedId } from './collections.ts';
import { areasOf } from './encyclopaedia.ts';
import type { QueryRule } from './routes.ts';
import { isSlug } from './slug.ts';

/*
 * The filters every hub has from its collection's columns, beside the ones it declares: by act, by
 * area (any area's slug: the page answers 404 for one it does not know) and "only what can be
 * missed". Plain links and a plain form, so they work without JavaScript and each choice is one
 * cacheable address.
 */

export interface SharedFilter {
  act?: '1' | '2' | '3';
  area?: string;
  missable?: 'yes';
}

const ACTS = ['1', '2', '3'] as const;

/** A query parameter that names an entry by its slug (the site's slug rule, at most 80 characters); any other value is dropped by a redirect. */
export const isQuerySlug = (value: string): boolean => value.length <= 80 && isSlug(value);

/** The shared filters a collection's hub reads, as query rules. */
export function sharedRules(id: ListedId): Readonly<Record<string, QueryRule>> {
  const columns: Readonly<Record<string, unknown>> = COLLECTIONS[id].schema.columns;
  return {
    ...('act' in columns && { act: ACTS }),
    ...(('zone' in columns || 'zones' in columns) && { area: 'slug' as const }),
    ...('missable' in columns && { missable: ['yes'] as const }),
  };
}

/** The shared filters a request asks for (what the rules allow: anything else was redirected away). */
export function sharedFilter(id: ListedId, query: Readonly<Record<string, string | undefined>>): SharedFilter {
  const rules = sharedRules(id);
  const act = query.act as SharedFilter['act'];
  return {
    ...(rules.act && act && ACTS.includes(act) && { act }),
    ...(rules.area && query.area && isQuerySlug(query.area) && { area: query.area }),
    ...(rules.missable && query.missable === 'yes' && { missable: 'yes' as const }),
  };
}

/** An entry's area slugs, whether it names them as slugs or as links. */
const slugsOf = (e: { zone?: unknown; zones?: readonly string[] }): readonly string[] =>
  e.zone && typeof e.zone === 'object' ? [(e.zone as { slug: string }).slug] : areasOf(e as { zone?: string | null; zones?: readonly string[] });

/** Whether an entry passes the shared filters. */
export function matchesShared(e: { act?: number | null; zone?: unknown; zones?: readonly string[]; missable?: boolean | null }, f: SharedFilter): boolean {
  return (!f.act || e.act === Number(f.act)) && (!f.area || slugsOf(e).includes(f.area)) && (!f.missable || e.missable === true);
}
