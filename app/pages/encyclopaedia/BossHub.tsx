import { DIFFICULTIES } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { DifficultyBadge } from '../guides/RatingBadges.tsx';
import { CollectionHub } from './CollectionHub.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';
import type { BossHubData, BossTeaser } from './types.ts';

const Location = ({ boss, bare }: { boss: BossTeaser; bare?: boolean }) => (boss.zone ? <EntryLinkTo kind="zones" to={boss.zone} bare={bare} /> : null);

/** /guides/boss: filterable by the site's difficulty rating. */
export function BossHub({ data }: { data: BossHubData }) {
  const { t } = usePage();
  return (
    <CollectionHub
      data={data}
      page="boss"
      kind="bosses"
      facts={(b) => [
        { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={b.difficulty} /> },
        b.zone && { term: t('guides.labels.location'), value: <Location boss={b} /> },
      ]}
      columns={[t('guides.labels.difficulty'), t('guides.labels.location'), t('encyclopaedia.labels.act')]}
      cells={(b) => [<DifficultyBadge value={b.difficulty} />, <Location boss={b} bare />, b.act ?? '']}
      groups={[{ param: 'difficulty', label: t('guides.labels.difficulty'), options: DIFFICULTIES.map((v) => ({ value: v, label: t(`guides.difficulty.${v}`) })) }]}
      matches={(b, f) => !f.difficulty || b.difficulty === f.difficulty}
    />
  );
}
