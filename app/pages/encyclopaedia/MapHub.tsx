import { SpoilerText } from '../../ui/SpoilerText.tsx';
import type { ReactNode } from 'react';
import { AREA_TYPES } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import { EntryLinks } from './EntryLinks.tsx';
import { useTextLang } from './EntryText.tsx';
import { PharloomMap } from './PharloomMap.tsx';
import { CachedBlock } from '../../ui/cachedMarkup.tsx';
import type { MapHubData, ZoneTeaser } from './types.ts';

/** An area's features as a short list, in the language its text is written in. */
function FeatureList({ zone }: { zone: ZoneTeaser }) {
  return (
    <ul lang={useTextLang(zone.lang)} className="list-disc space-y-0.5 pl-4 text-sm marker:text-gold/70">
      {zone.features.map((f) => <li key={f}><SpoilerText text={f} /></li>)}
    </ul>
  );
}

/** In the full list a list folds away, so each area stays one row: 'Features (4)' opens it. */
function Folded({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <details className="fold">
      <summary>
        {label} ({count})
        <Icon name="chevron" className="h-4 w-4" />
      </summary>
      {children}
    </details>
  );
}

/**
 * /guides/map: the map of Pharloom, then the areas, filterable by the site's area type; each with its
 * type, difficulty, bosses, items and features in the full list (the featured tiles keep to the key
 * facts and a line: a hub is scanned, not read).
 */
export function MapHub({ data }: { data: MapHubData }) {
  const { t } = usePage();
  return (
    <CollectionHub
      data={data}
      page="map"
      kind="zones"
      lead={(entries) => <CachedBlock owner={entries} variant="map" render={() => <PharloomMap areas={entries} />} />}
      facts={(z) => [
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.areaType.${z.area_type}`)}</Badge> },
        { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={z.difficulty} /> },
      ]}
      columns={[t('guides.labels.type'), t('guides.labels.difficulty'), t('encyclopaedia.labels.act'), t('nav.boss'), t('nav.items'), t('encyclopaedia.labels.features')]}
      cells={(z) => [
        t(`guides.areaType.${z.area_type}`),
        <DifficultyBadge value={z.difficulty} />,
        z.act ?? '',
        <Folded label={t('nav.boss')} count={z.bosses.length}><EntryLinks kind="bosses" items={z.bosses} bare /></Folded>,
        <Folded label={t('nav.items')} count={z.items.length}><EntryLinks kind="items" items={z.items} bare /></Folded>,
        <Folded label={t('encyclopaedia.labels.features')} count={z.features.length}><FeatureList zone={z} /></Folded>,
      ]}
      groups={[{ param: 'type', label: t('guides.labels.type'), options: AREA_TYPES.map((v) => ({ value: v, label: t(`guides.areaType.${v}`) })) }]}
      matches={(z, f) => !f.type || z.area_type === f.type}
    />
  );
}
