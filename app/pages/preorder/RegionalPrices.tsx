import { EDITIONS, REGIONAL_PRICES, type EditionId, type RegionalPrice } from '../../../content/static/editions.ts';
import { usePage } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatPrice } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';

// The US row is the editions' own prices, so a price is written down once.
const US: RegionalPrice = {
  region: 'preorder.prices.regions.us',
  currency: 'USD',
  ...(Object.fromEntries(EDITIONS.map((e) => [e.id, e.price])) as Record<EditionId, number>),
};

export function RegionalPrices() {
  const { t, lang } = usePage();
  return (
    <Section id="regional-prices" title={t('preorder.prices.title')}>
      <DataTable
        stack
        caption={t('preorder.prices.caption')}
        columns={[
          t('preorder.prices.region'),
          t('preorder.prices.currency'),
          ...EDITIONS.map((e) => t(`preorder.prices.${e.id}`)),
        ]}
        rows={[US, ...REGIONAL_PRICES].map((r) => ({
          key: r.currency,
          cells: [t(r.region), r.currency, ...EDITIONS.map((e) => formatPrice(lang, r.currency, r[e.id]))],
        }))}
      />
    </Section>
  );
}
