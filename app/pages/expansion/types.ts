import type { ExpansionFactRow, ExpansionRow } from '../../../shared/schema/expansion.ts';
import type { InLanguage } from '../../../shared/translation.ts';

/**
 * The expansion and what is known about it, in the page's language; `countdown` is its release date
 * while that is announced and still ahead.
 */
export type ExpansionData =
  | { kind: 'ok'; expansion: InLanguage<ExpansionRow>; facts: readonly InLanguage<ExpansionFactRow>[]; countdown: string | null }
  | { kind: 'unavailable' };
