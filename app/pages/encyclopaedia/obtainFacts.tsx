import type { Translate } from '../../../shared/i18n.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import type { Act } from '../../../shared/schema/enums.ts';
import { EntryLinks, EntryLinkTo } from './EntryLinks.tsx';
import type { Fact } from './Facts.tsx';

/** What items and collectibles share: where, from whom, in which act, what first, whether it can be missed, for how much. */
export interface Obtained {
  zone: EntryLink | null;
  boss: EntryLink | null;
  act: Act | null;
  requires: EntryLink[];
  missable: boolean | null;
  cost: number | null;
}

/** Those facts as a list; the ones the sources leave open are left out. */
export function obtainFacts(t: Translate, e: Obtained, formatNumber: (n: number) => string): (Fact | null)[] {
  return [
    e.zone && { term: t('encyclopaedia.labels.foundIn'), value: <EntryLinkTo kind="zones" to={e.zone} /> },
    e.boss && { term: t('encyclopaedia.labels.givenBy'), value: <EntryLinkTo kind="bosses" to={e.boss} /> },
    e.act !== null ? { term: t('encyclopaedia.labels.act'), value: t('encyclopaedia.act', { act: String(e.act) }) } : null,
    e.requires.length > 0 ? { term: t('encyclopaedia.labels.requires'), value: <EntryLinks kind="items" items={e.requires} /> } : null,
    e.cost !== null ? { term: t('encyclopaedia.labels.cost'), value: t('encyclopaedia.labels.rosaries', { count: formatNumber(e.cost) }) } : null,
    e.missable !== null ? { term: t('encyclopaedia.labels.missable'), value: t(e.missable ? 'encyclopaedia.labels.missableYes' : 'encyclopaedia.labels.missableNo') } : null,
  ];
}
