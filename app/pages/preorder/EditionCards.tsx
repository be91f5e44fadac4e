import { EDITIONS, type Edition } from '../../../content/static/editions.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { formatList, formatPrice } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';

/** The three editions side by side; the popular one stands out. */
export function EditionCards() {
  const { t } = usePage();
  return (
    <Section id="editions" title={t('preorder.editions.title')}>
      <ul className="grid gap-4 md:grid-cols-3 md:items-stretch">
        {EDITIONS.map((e) => <EditionCard key={e.id} edition={e} />)}
      </ul>
    </Section>
  );
}

function EditionCard({ edition: e }: { edition: Edition }) {
  const { t, lang } = usePage();
  const onSwitch = e.platforms.includes('nintendo');
  return (
    <li className={`card flex flex-col gap-4 ${e.popular ? 'border-crimson ring-2 ring-crimson/50 md:-translate-y-2' : ''}`}>
      <div className="space-y-2">
        {e.popular && <Badge tone="crimson">{t('preorder.editions.mostPopular')}</Badge>}
        <h3 className="font-display text-2xl text-silk">{t(e.name)}</h3>
      </div>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="sr-only">{t('preorder.editions.price')}</dt>
          <dd className="font-display text-4xl text-gold">{formatPrice(lang, 'USD', e.price)}</dd>
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
          <dd><CheckList items={e.bonuses} className="mt-1" /></dd>
        </div>
      </dl>
    </li>
  );
}
