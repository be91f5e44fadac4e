import { LAUNCH_PRICES, SALE_FACTS } from '../../../shared/static/launch.ts';
import { RELEASE_DATE } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatDate, formatPrice } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { SourcedFacts } from '../../ui/SourceLinks.tsx';

/** The real launch price, said to be a launch price (stores change theirs), and how the game went on sale, with sources. */
export function LaunchPrice() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <Section id="launch-price" title={t('preorder.price.title')}>
      <DataTable
        caption={t('preorder.price.caption')}
        columns={[t('preorder.prices.currency'), t('preorder.price.amount')]}
        rows={LAUNCH_PRICES.map((p) => ({ key: p.currency, cells: [p.currency, formatPrice(lang, p.currency, p.amount)] }))}
      />
      <p className="text-sm text-mist">{prose('preorder.now.storeNote')}</p>
      <SourcedFacts facts={SALE_FACTS} params={{ date: formatDate(lang, RELEASE_DATE) }} />
    </Section>
  );
}
