import { usePage } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatPrice } from '../../ui/intl.ts';
import type { EditionCard, RegionPrices } from './offer.ts';

/** Each region's price of each edition the cards show; a region without one shows a dash. */
export function RegionalPrices({ editions, regions }: { editions: readonly EditionCard[]; regions: readonly RegionPrices[] }) {
  const { t, lang } = usePage();
  return (
    <DataTable
      stack
      caption={t('preorder.prices.caption')}
      columns={[t('preorder.prices.region'), t('preorder.prices.currency'), ...editions.map((e) => t(`preorder.prices.${e.edition}`))]}
      rows={regions.map((r) => ({
        key: r.region,
        cells: [
          t(`preorder.prices.regions.${r.region}`),
          r.currency,
          ...editions.map((e) => {
            const price = r.prices[e.edition];
            return price === undefined ? '–' : formatPrice(lang, r.currency, price);
          }),
        ],
      }))}
    />
  );
}
