import { SpoilerText } from '../../ui/SpoilerText.tsx';
import { AREA_TYPES } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import { useTextLang } from './EntryText.tsx';
import type { MapHubData, ZoneTeaser } from './types.ts';

/** An area's features as a short list, in the language its text is written in. */
function FeatureList({ zone }: { zone: ZoneTeaser }) {
  return (
    <ul lang={useTextLang(zone.lang)} className="list-disc space-y-0.5 pl-4 text-sm marker:text-gold/70">
      {zone.features.map((f) => <li key={f}><SpoilerText text={f} /></li>)}
    </ul>
  );
}

/** In the full list the features fold away, so each area stays one row: 'Features (4)' opens them. */
function FoldedFeatures({ zone }: { zone: ZoneTeaser }) {
  const { t } = usePage();
  if (zone.features.length === 0) return null;
  return (
    <details className="fold">
      <summary>
        {t('encyclopaedia.labels.features')} ({zone.features.length})
        <Icon name="chevron" className="h-4 w-4" />
      </summary>
      <FeatureList zone={zone} />
    </details>
  );
}

/** /guides/map: filterable by the site's area type; each area with its type, difficulty and features. */
export function MapHub({ data }: { data: MapHubData }) {
  const { t } = usePage();
  return (
    <CollectionHub
      data={data}
      page="map"
      kind="zones"
      facts={(z) => [
        { term: t('guides.labels.type'), value: <Badge>{t(`guides.areaType.${z.area_type}`)}</Badge> },
        { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={z.difficulty} /> },
        z.features.length > 0 ? { term: t('encyclopaedia.labels.features'), value: <FeatureList zone={z} /> } : null,
      ]}
      columns={[t('guides.labels.type'), t('guides.labels.difficulty'), t('encyclopaedia.labels.act'), t('encyclopaedia.labels.features')]}
      cells={(z) => [t(`guides.areaType.${z.area_type}`), <DifficultyBadge value={z.difficulty} />, z.act ?? '', <FoldedFeatures zone={z} />]}
      groups={[{ param: 'type', label: t('guides.labels.type'), options: AREA_TYPES.map((v) => ({ value: v, label: t(`guides.areaType.${v}`) })) }]}
      matches={(z, f) => !f.type || z.area_type === f.type}
    />
  );
}
