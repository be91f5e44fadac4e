import { isTicked } from '../../../shared/companion.ts';
import { ProseText } from './Prose.tsx';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Section } from '../../ui/Section.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { EntryPage } from './EntryPage.tsx';
import { EntryLinks } from './EntryLinks.tsx';
import { PlaceOnMap } from './PharloomMap.tsx';
import { CachedBlock } from '../../ui/cachedMarkup.tsx';
import { TextSection, useTextLang } from './EntryText.tsx';
import type { ZoneData } from './types.ts';
import { MissingList, ReachFilter } from './MissingList.tsx';

/** /guides/map/{slug} */
export function ZoneEntry({ data: { zone, map, alsoHere, patches, pager, prose } }: { data: ZoneData }) {
  const { t } = usePage();
  const lang = useTextLang(zone.lang);
  return (
    <EntryPage
      kind="zones"
      frame={{ pager, prose }}
      picture={{ ...zone, glyph: 'zone' as const }}
      name={zone.name}
      progress={{ kind: 'zones', slug: zone.slug }}
      act={zone.act}
      description={zone.description}
      textLanguage={zone.lang}
      sources={zone.sources}
      patches={patches}
      facts={[
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.areaType.${zone.area_type}`)}</Badge> },
        { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={zone.difficulty} /> },
        zone.act !== null && { term: t('encyclopaedia.labels.act'), value: t('encyclopaedia.act', { act: String(zone.act) }) },
      ]}
    >
      {zone.features.length > 0 && (
        <Section id="features" title={t('encyclopaedia.labels.features')}>
          <ul lang={lang} className="list-disc space-y-1 pl-5 text-silk/90 marker:text-gold/70">
            {zone.features.map((f) => <li key={f}><ProseText text={f} /></li>)}
          </ul>
        </Section>
      )}
      <TextSection id="lore" title={t('encyclopaedia.labels.lore')} text={zone.lore} textLanguage={zone.lang} />
      {zone.bosses.length > 0 && (
        <Section id="bosses" title={t('encyclopaedia.labels.bossesHere')}>
          <EntryLinks kind="bosses" items={zone.bosses} />
        </Section>
      )}
      {zone.items.length > 0 && (
        <Section id="items" title={t('encyclopaedia.labels.itemsHere')}>
          <EntryLinks kind="items" items={zone.items} />
        </Section>
      )}
      {zone.collectibles.length > 0 && (
        <Section id="collectibles" title={t('encyclopaedia.labels.collectiblesHere')}>
          <EntryLinks kind="collectibles" items={zone.collectibles} />
        </Section>
      )}
      {alsoHere.map(({ kind, items }) => (
        <Section key={kind} id={`${kind}-here`} title={t(`companion.scan.kinds.${kind}`)}>
          <EntryLinks kind={kind} items={items} />
        </Section>
      ))}
      {zone.bosses.length + zone.items.length + zone.collectibles.length + alsoHere.length > 0 && (
        <Section id="missing-here" title={t('companion.missing.here')} className="js-only-block">
          <div data-reach className="space-y-3">
            <ReachFilter />
            <MissingList
              entries={[
                ...zone.bosses.map((link) => ({ kind: 'bosses' as const, link })),
                ...zone.items.filter(isTicked).map(({ needs, tracked: _, ...link }) => ({ kind: 'items' as const, link, needs })),
                ...zone.collectibles.map(({ needs, ...link }) => ({ kind: 'collectibles' as const, link, needs })),
                ...alsoHere.flatMap(({ kind, items }) => items.map((link) => ({ kind, link }))),
              ]}
            />
          </div>
        </Section>
      )}
      <CachedBlock owner={map} variant={`place:${zone.slug}`} render={() => <PlaceOnMap areas={map} here={zone.slug} />} />
      {zone.connects.length > 0 && (
        <Section id="connects" title={t('encyclopaedia.labels.connects')}>
          <EntryLinks kind="zones" items={zone.connects} />
        </Section>
      )}
    </EntryPage>
  );
}
