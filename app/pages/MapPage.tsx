import { AREAS } from '../../content/static/guides.ts';
import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { route } from '../routes.ts';
import { Badge } from '../ui/Badge.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { GuideEntries, GuideEntry } from './guides/GuideEntry.tsx';
import { DifficultyBadge } from './guides/RatingBadges.tsx';

export function MapPage() {
  const { t, lang } = usePage();
  const bossGuide = localizedPath(lang, route('boss').path);
  return (
    <>
      <PageIntro heading={t('pages.map.heading')} intro={t('pages.map.intro')}>
        <p className="max-w-2xl text-sm text-mist">{t('guides.map.ratingNote')}</p>
      </PageIntro>
      <GuideEntries>
        {AREAS.map((area) => (
          <GuideEntry
            key={area.id}
            id={area.id}
            title={t(`guides.map.${area.id}.name`)}
            facts={[
              { term: t('guides.labels.type'), value: <Badge>{t(`guides.areaType.${area.type}`)}</Badge> },
              { term: t('guides.labels.difficulty'), value: <DifficultyBadge value={area.difficulty} /> },
            ]}
          >
            <p className="text-mist">{t(`guides.map.${area.id}.description`)}</p>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-gold">{t('guides.labels.features')}</h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-silk marker:text-gold/70">
              {area.features.map((f) => <li key={f}>{t(`guides.map.features.${f}`)}</li>)}
              {area.bosses.map((b) => (
                <li key={b}>
                  <a href={`${bossGuide}#${b}`} className="link underline">{t('guides.labels.boss', { name: t(`guides.boss.${b}.name`) })}</a>
                </li>
              ))}
            </ul>
          </GuideEntry>
        ))}
      </GuideEntries>
    </>
  );
}
