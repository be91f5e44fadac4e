import { usePage } from '../../context.tsx';
import { Section } from '../../ui/Section.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { EntryPage } from './EntryPage.tsx';
import { EntryLinks, EntryLinkTo } from './EntryLinks.tsx';
import { TextSection } from './EntryText.tsx';
import { Encounters } from './Encounters.tsx';
import type { BossData } from './types.ts';

/** /guides/boss/{slug} */
export function BossEntry({ data: { boss, needle, patches, pager, prose } }: { data: BossData }) {
  const { t } = usePage();
  return (
    <EntryPage
      kind="bosses"
      frame={{ pager, prose }}
      picture={{ ...boss, glyph: 'boss' as const }}
      name={boss.name}
      progress={{ kind: 'bosses', slug: boss.slug }}
      act={boss.act}
      description={boss.description}
      textLanguage={boss.lang}
      sources={boss.sources}
      patches={patches}
      facts={[
        { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={boss.difficulty} /> },
        boss.zone && { term: t('encyclopaedia.labels.foughtIn'), value: <EntryLinkTo kind="zones" to={boss.zone} /> },
        boss.act !== null && { term: t('encyclopaedia.labels.act'), value: t('encyclopaedia.act', { act: String(boss.act) }) },
        boss.required !== null && { term: t('encyclopaedia.labels.story'), value: t(boss.required ? 'encyclopaedia.labels.required' : 'encyclopaedia.labels.optional') },
      ]}
    >
      <Encounters encounters={boss.encounters} needle={needle} />
      <TextSection id="strategy" title={t('encyclopaedia.labels.strategy')} text={boss.strategy} textLanguage={boss.lang} />
      {boss.drops.length > 0 && (
        <Section id="drops" title={t('encyclopaedia.labels.drops')}>
          <EntryLinks kind="items" items={boss.drops} />
        </Section>
      )}
    </EntryPage>
  );
}
