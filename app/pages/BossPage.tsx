import { BOSSES } from '../../content/static/guides.ts';
import { usePage } from '../context.tsx';
import { Badge } from '../ui/Badge.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { GuideEntries, GuideEntry } from './guides/GuideEntry.tsx';
import { DifficultyBadge } from './guides/RatingBadges.tsx';

export function BossPage() {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.boss.heading')} intro={t('pages.boss.intro')}>
        <p className="max-w-2xl text-sm text-mist">{t('guides.boss.ratingNote')} {t('guides.boss.spoilerNote')}</p>
      </PageIntro>
      <GuideEntries>
        {BOSSES.map((b) => (
          <GuideEntry
            key={b.id}
            id={b.id}
            title={t(`guides.boss.${b.id}.name`)}
            badge={b.lateGame && <Badge tone="silk">{t('guides.labels.lateGame')}</Badge>}
            facts={[
              { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={b.difficulty} /> },
              { term: t('guides.labels.location'), value: t(`guides.boss.${b.id}.location`) },
            ]}
          >
            <p className="text-mist">{t(`guides.boss.${b.id}.description`)}</p>
          </GuideEntry>
        ))}
      </GuideEntries>
    </>
  );
}
