import { isTicked } from '../../../shared/companion.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { RarityBadge } from '../guides/RatingBadges.tsx';
import { EntryPage } from './EntryPage.tsx';
import { EntryLinks } from './EntryLinks.tsx';
import { TextSection } from './EntryText.tsx';
import { obtainFacts } from './obtainFacts.tsx';
import type { ItemData } from './types.ts';

/** /guides/items/{slug} */
export function ItemEntry({ data: { item, patches, neededFor, pager, prose } }: { data: ItemData }) {
  const { t, lang } = usePage();
  return (
    <EntryPage
      kind="items"
      frame={{ pager, prose }}
      picture={{ ...item, glyph: item.category }}
      name={item.name}
      act={item.act}
      {...(isTicked(item) && { progress: { kind: 'items' as const, slug: item.slug } })}
      description={item.description}
      textLanguage={item.lang}
      sources={item.sources}
      patches={patches}
      facts={[
        // The game's own category first; the site's ratings after it.
        { term: t('encyclopaedia.labels.category'), value: t(`encyclopaedia.category.${item.category}`) },
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.itemType.${item.type}`)}</Badge> },
        { term: t('guides.labels.rarity'), value: <RarityBadge value={item.rarity} /> },
        ...obtainFacts(t, item, (n) => formatNumber(lang, n)),
      ]}
    >
      <TextSection id="where" title={t('encyclopaedia.labels.getIt')} text={item.location} textLanguage={item.lang} />
      <TextSection id="tips" title={t('encyclopaedia.labels.tips')} text={item.tips} textLanguage={item.lang} />
      {neededFor.items.length + neededFor.collectibles.length > 0 && (
        <Section id="needed-for" title={t('encyclopaedia.labels.neededFor')}>
          <EntryLinks kind="items" items={neededFor.items} />
          <EntryLinks kind="collectibles" items={neededFor.collectibles} />
        </Section>
      )}
    </EntryPage>
  );
}
