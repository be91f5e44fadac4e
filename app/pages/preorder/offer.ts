import type { Lang } from '../../../shared/languages.ts';
import type { Listing } from '../../../shared/data.ts';
import { REGIONS, type Currency, type Edition, type Region } from '../../../shared/schema/enums.ts';
import type { PreorderVariantRow } from '../../../shared/schema/preorderVariant.ts';
import { allInLanguage, type InLanguage } from '../../../shared/translation.ts';

/** An edition card: the US variant of an edition, in the page language (or English). */
export type EditionCard = InLanguage<PreorderVariantRow>;

/** One region's row of the price table: a price per edition it has one for. */
export interface RegionPrices {
  region: Region;
  currency: Currency;
  prices: Partial<Record<Edition, number>>;
}

export type Offer = { kind: 'ok'; editions: readonly EditionCard[]; regions: readonly RegionPrices[] } | { kind: 'unavailable' };

// The cards show the plan's home prices; every region, the US among them, is a row of the table.
const HOME: Region = 'us';

/**
 * The pre-order page's editions and price table from the variants (newest first, so the newest
 * variant of an edition in a region wins): editions from cheapest to dearest, regions in the
 * plan's order, each edition priced once per region.
 */
export function offer(listing: Listing<PreorderVariantRow>, lang: Lang): Offer {
  if (listing.kind === 'failed') return { kind: 'unavailable' };
  const newest = new Map<string, PreorderVariantRow>();
  for (const row of listing.rows) if (!newest.has(`${row.region}/${row.edition}`)) newest.set(`${row.region}/${row.edition}`, row);
  const rows = [...newest.values()];
  const editions = [...allInLanguage(rows.filter((r) => r.region === HOME), lang)].sort((a, b) => a.price - b.price);
  const shown = editions.map((e) => e.edition);
  const regions = REGIONS.flatMap((region): RegionPrices[] => {
    const own = rows.filter((r) => r.region === region && shown.includes(r.edition));
    if (own.length === 0) return [];
    return [{ region, currency: own[0]!.currency, prices: Object.fromEntries(own.map((r) => [r.edition, r.price])) }];
  });
  return { kind: 'ok', editions, regions };
}
