import { upcomingRelease } from '../../shared/expansions.ts';
import { allInLanguage } from '../../shared/translation.ts';
import { SeaOfSorrowPage } from '../pages/SeaOfSorrowPage.tsx';
import type { ExpansionData } from '../pages/expansion/types.ts';
import { defineRoute, unavailablePage } from './module.ts';

// The page is about this one expansion; its facts are the ones that name it.
const EXPANSION = 'sea-of-sorrow';

/** /sea-of-sorrow: the expansion's row and its facts (two cached lists); 404 once editors unpublish it. */
export const seaOfSorrow = defineRoute<ExpansionData>(async ({ lang, data }) => {
  const [expansions, facts] = await Promise.all([data.expansions.list(), data.expansionFacts.list()]);
  if (expansions.kind === 'failed' || facts.kind === 'failed') return unavailablePage;
  const expansion = allInLanguage(expansions.rows, lang).find((e) => e.slug === EXPANSION);
  if (!expansion) return { kind: 'notFound' };
  const countdown = upcomingRelease([expansion], Date.now())?.date ?? null;
  return { kind: 'page', data: { kind: 'ok', expansion, facts: allInLanguage(facts.rows, lang).filter((f) => f.expansion === EXPANSION), countdown } };
}, SeaOfSorrowPage);
