import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { RarityBadge } from '../guides/RatingBadges.tsx';
import { EntryPage } from './EntryPage.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';
import { TextSection } from './EntryText.tsx';
import type { ItemData } from './types.ts';

/** /guides/items/{slug} */
export function ItemEntry({ data: { item, patches } }: { data: ItemData }) {
  const { t } = usePage();
  return (
    <EntryPage
      name={item.name}
      progress={{ kind: 'items', slug: item.slug }}
      description={item.description}
      textLanguage={item.lang}
      sources={item.sources}
      patches={patches}
      facts={[
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.itemType.${item.type}`)}</Badge> },
        { term: t('guides.labels.rarity'), value: <RarityBadge value={item.rarity} /> },
        { term: t('encyclopaedia.labels.category'), value: t(`encyclopaedia.category.${item.category}`) },
        item.zone && { term: t('encyclopaedia.labels.foundIn'), value: <EntryLinkTo kind="zones" to={item.zone} /> },
        item.boss && { term: t('encyclopaedia.labels.givenBy'), value: <EntryLinkTo kind="bosses" to={item.boss} /> },
      ]}
    >
      <TextSection id="where" title={t('encyclopaedia.labels.getIt')} text={item.location} textLanguage={item.lang} />
      <TextSection id="tips" title={t('encyclopaedia.labels.tips')} text={item.tips} textLanguage={item.lang} />
    </EntryPage>
  );
}
