import { ITEMS } from '../../content/static/guides.ts';
import { usePage } from '../context.tsx';
import { Badge } from '../ui/Badge.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { GuideEntries, GuideEntry } from './guides/GuideEntry.tsx';
import { RarityBadge } from './guides/RatingBadges.tsx';
import { Tip } from './guides/Tip.tsx';

export function ItemsPage() {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.items.heading')} intro={t('pages.items.intro')}>
        <p className="max-w-2xl text-sm text-mist">{t('guides.items.classificationNote')}</p>
      </PageIntro>
      <GuideEntries>
        {ITEMS.map((item) => (
          <GuideEntry
            key={item.id}
            id={item.id}
            title={t(`guides.items.${item.id}.name`)}
            facts={[
              { term: t('guides.labels.type'), value: <Badge>{t(`guides.itemType.${item.type}`)}</Badge> },
              { term: t('guides.labels.rarity'), value: <RarityBadge value={item.rarity} /> },
            ]}
          >
            <p className="text-mist">{t(`guides.items.${item.id}.description`)}</p>
            <Tip text={t(`guides.items.${item.id}.tip`)} />
          </GuideEntry>
        ))}
      </GuideEntries>
    </>
  );
}
