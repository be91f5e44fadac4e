import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { formatList, formatPrice } from '../../ui/intl.ts';
import { textLang } from '../../ui/textLanguage.ts';
import type { EditionCard as Card } from './offer.ts';

/** The editions side by side; the popular one stands out. */
export function EditionCards({ editions }: { editions: readonly Card[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:items-stretch">
      {editions.map((e) => <EditionCard key={e.slug} edition={e} />)}
    </ul>
  );
}

function EditionCard({ edition: e }: { edition: Card }) {
  const { t, lang } = usePage();
  const onSwitch = e.platforms.includes('nintendo');
  const textLanguage = textLang(e.lang, lang);
  return (
    <li className={`card flex flex-col gap-4 ${e.popular ? 'border-crimson ring-2 ring-crimson/50 md:-translate-y-2' : ''}`}>
      <div className="space-y-2">
        {e.popular && <Badge tone="crimson">{t('preorder.editions.mostPopular')}</Badge>}
        <h3 lang={textLanguage} className="font-display text-2xl text-silk">{e.name}</h3>
      </div>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="sr-only">{t('preorder.editions.price')}</dt>
          <dd className="font-display text-4xl text-gold">{formatPrice(lang, e.currency, e.price)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-silk">{t('preorder.editions.platforms')}</dt>
          <dd className="text-mist">
            {formatList(lang, e.platforms.map((p) => t(`nav.${p}`)))}
            {!onSwitch && <span className="mt-1 block text-crimson-light">{t('preorder.editions.notOnSwitch')}</span>}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-silk">{t('preorder.editions.bonuses')}</dt>
          <dd lang={textLanguage}><CheckList items={e.bonuses} className="mt-1" /></dd>
        </div>
      </dl>
    </li>
  );
}
