import { usePage, useProse } from '../context.tsx';
import { Newsletter } from '../islands/Newsletter.tsx';
import { PageFaq } from '../ui/PageFaq.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { RouteLink } from '../ui/RouteLink.tsx';
import { Section } from '../ui/Section.tsx';
import { Unavailable } from './encyclopaedia/Notes.tsx';
import { EditionCards } from './preorder/EditionCards.tsx';
import { LaunchPrice } from './preorder/LaunchPrice.tsx';
import type { Offer } from './preorder/offer.ts';
import { RegionalPrices } from './preorder/RegionalPrices.tsx';
import { WhereToBuy } from './preorder/WhereToBuy.tsx';

/**
 * Where to buy the game and its real launch price first; then the pre-launch plan (editions and
 * prices editors correct, the disabled pre-order button), kept as a record and labelled as such.
 */
export function PreorderPage({ data: offer }: { data: Offer }) {
  const { t } = usePage();
  const prose = useProse();
  return (
    <>
      <PageIntro heading={t('pages.preorder.heading')} intro={t('pages.preorder.intro')} />
      <div className="space-y-12">
        <WhereToBuy />
        <LaunchPrice />
        <aside aria-labelledby="estimates" className="rounded-xl border border-gold/40 bg-gold/5 p-5">
          <h2 id="estimates" className="font-display text-xl text-gold">{t('preorder.disclaimer.title')}</h2>
          <p className="mt-2 text-silk">{prose('preorder.disclaimer.text')}</p>
        </aside>
        <Section id="editions" title={t('preorder.editions.title')}>
          {offer.kind === 'ok' ? <EditionCards editions={offer.editions} /> : <Unavailable />}
        </Section>
        <div className="space-y-2 text-center">
          {/* Permanently disabled: the pre-launch plan said pre-orders would open early 2025. */}
          <button type="button" disabled aria-describedby="preorder-note" className="btn btn-primary px-8 py-3 text-lg">
            {t('preorder.button')}
          </button>
          <p id="preorder-note" className="text-sm text-mist">{prose('preorder.buttonNote')}</p>
        </div>
        <Section id="regional-prices" title={t('preorder.prices.title')}>
          {offer.kind === 'ok' ? <RegionalPrices editions={offer.editions} regions={offer.regions} /> : <Unavailable />}
        </Section>
        <Section id="stay-informed" title={t('preorder.stay.title')}>
          <p className="text-mist">{prose('preorder.stay.text')}</p>
          <ul className="flex flex-wrap gap-3">
            <li><RouteLink to="news" className="btn">{t('preorder.stay.news')}</RouteLink></li>
            <li><a href="#newsletter" className="btn">{t('preorder.stay.newsletter')}</a></li>
          </ul>
        </Section>
        <PageFaq />
        <Newsletter id="newsletter" />
      </div>
    </>
  );
}
