import { RELEASE_TIMES } from '../../../shared/static/releaseDate.ts';
import { usePage, useProse } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { Section } from '../../ui/Section.tsx';

export function ReleaseTimes() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="release-times" title={t('release.timezones.title')}>
      <DataTable
        caption={t('release.timezones.caption')}
        columns={[t('release.timezones.time'), t('release.timezones.zone'), t('release.timezones.name')]}
        rows={RELEASE_TIMES.map((r) => ({ key: r.zone, cells: [r.time, r.zone, t(r.name)] }))}
      />
      <p className="text-sm text-mist">{prose('release.timezones.note')}</p>
    </Section>
  );
}
