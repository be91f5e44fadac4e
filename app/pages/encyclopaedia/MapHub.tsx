import { AREA_TYPES } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import type { MapHubData } from './types.ts';

/** /guides/map: filterable by the site's area type. */
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
      ]}
      columns={[t('guides.labels.type'), t('guides.labels.difficulty'), t('encyclopaedia.labels.act')]}
      cells={(z) => [t(`guides.areaType.${z.area_type}`), <DifficultyBadge value={z.difficulty} />, z.act ?? '']}
      groups={[{ param: 'type', label: t('guides.labels.type'), options: AREA_TYPES.map((v) => ({ value: v, label: t(`guides.areaType.${v}`) })) }]}
      matches={(z, f) => !f.type || z.area_type === f.type}
    />
  );
}
