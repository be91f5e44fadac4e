import { ITEM_CATEGORIES, ITEM_TYPES, RARITIES } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { RarityBadge } from '../guides/RatingBadges.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';
import type { ItemHubData, ItemTeaser } from './types.ts';

const Where = ({ item, bare }: { item: ItemTeaser; bare?: boolean }) => (item.zone ? <EntryLinkTo kind="zones" to={item.zone} bare={bare} /> : null);

/** /guides/items: filterable by the site's type and rarity and by the game's own category. */
export function ItemsHub({ data }: { data: ItemHubData }) {
  const { t } = usePage();
  return (
    <CollectionHub
      data={data}
      page="items"
      kind="items"
      facts={(i) => [
        // The game's own category first; the site's ratings after it.
        { term: t('encyclopaedia.labels.category'), value: t(`encyclopaedia.category.${i.category}`) },
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.itemType.${i.type}`)}</Badge> },
        { term: t('guides.labels.rarity'), value: <RarityBadge value={i.rarity} /> },
        i.zone && { term: t('guides.labels.location'), value: <Where item={i} /> },
      ]}
      columns={[t('encyclopaedia.labels.category'), t('guides.labels.type'), t('guides.labels.rarity'), t('guides.labels.location')]}
      cells={(i) => [t(`encyclopaedia.category.${i.category}`), t(`guides.itemType.${i.type}`), <RarityBadge value={i.rarity} />, <Where item={i} bare />]}
      groups={[
        { param: 'category', label: t('encyclopaedia.labels.category'), options: ITEM_CATEGORIES.map((v) => ({ value: v, label: t(`encyclopaedia.category.${v}`) })) },
        { param: 'type', label: t('guides.labels.type'), options: ITEM_TYPES.map((v) => ({ value: v, label: t(`guides.itemType.${v}`) })) },
        { param: 'rarity', label: t('guides.labels.rarity'), options: RARITIES.map((v) => ({ value: v, label: t(`guides.rarity.${v}`) })) },
      ]}
      matches={(i, f) => (!f.type || i.type === f.type) && (!f.rarity || i.rarity === f.rarity) && (!f.category || i.category === f.category)}
    />
  );
}
