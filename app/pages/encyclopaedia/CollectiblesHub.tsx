import { COLLECTIBLE_KINDS } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';
import type { CollectibleHubData, CollectibleTeaser } from './types.ts';

const Where = ({ entry }: { entry: CollectibleTeaser }) => (entry.zone ? <EntryLinkTo kind="zones" to={entry.zone} bare /> : null);

/** /guides/collectibles: one row per collectible in one place, filterable by the game's own kind. */
export function CollectiblesHub({ data }: { data: CollectibleHubData }) {
  const { t } = usePage();
  return (
    <CollectionHub
      data={data}
      page="collectibles"
      kind="collectibles"
      columns={[t('encyclopaedia.labels.kind'), t('guides.labels.location'), t('encyclopaedia.labels.act')]}
      cells={(c) => [t(`encyclopaedia.kind.${c.kind}`), <Where entry={c} />, c.act ?? '']}
      groups={[{ param: 'kind', label: t('encyclopaedia.labels.kind'), options: COLLECTIBLE_KINDS.map((v) => ({ value: v, label: t(`encyclopaedia.kind.${v}`) })) }]}
      matches={(c, f) => !f.kind || c.kind === f.kind}
    />
  );
}
