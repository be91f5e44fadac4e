import type { Lang } from '../../../shared/languages.ts';
import type { Listing } from '../../../shared/data.ts';
import { localizeTeasers } from '../../../shared/news.ts';
import type { NewsTeaser, NewsTeaserRow } from '../../../shared/schema/news.ts';

// One row of cards on a wide screen; the news list has the rest.
const SHOWN = 3;

/** The newest articles in the page language, or that the news could not be read. */
export type Latest = { kind: 'ok'; items: readonly NewsTeaser[] } | { kind: 'unavailable' };

/** The home page's share of the news list: its newest articles that have a text in the page language or English. */
export function latest(listing: Listing<NewsTeaserRow>, lang: Lang): Latest {
  if (listing.kind === 'failed') return { kind: 'unavailable' };
  return { kind: 'ok', items: localizeTeasers(listing.rows, lang).slice(0, SHOWN) };
}
