import { CONSOLE_SPECS, type ConsoleSpec } from '../../../shared/static/requirements.ts';
import { usePage, useProse } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { Section } from '../../ui/Section.tsx';
import { SourcedFacts } from '../../ui/SourceLinks.tsx';

/** The SPEC's console targets, unchanged, then what the sources say against any of them. */
export function ConsolePerformance() {
  const { t } = usePage();
  const prose = useProse();
  const resolution = (c: ConsoleSpec) => c.targetResolution.map((r) => (r.mode ? `${r.value} ${t(r.mode)}` : r.value)).join(' / ');
  return (
    <Section id="console-performance" title={t('platformsPage.console.title')}>
      <DataTable
        stack
        caption={t('platformsPage.console.caption')}
        columns={[
          t('platformsPage.console.platform'),
          t('platformsPage.console.resolution'),
          t('platformsPage.console.framerate'),
          t('platformsPage.console.features.title'),
          t('platformsPage.console.status'),
        ]}
        rows={CONSOLE_SPECS.map((c) => ({
          key: c.platform,
          cells: [
            c.platform,
            resolution(c),
            `${c.targetFramerate} FPS`,
            prose(c.features),
            <Badge tone={c.status === 'confirmed' ? 'gold' : 'mist'}>{t(`platformsPage.console.${c.status}`)}</Badge>,
          ],
        }))}
      />
      <p className="text-sm text-mist">{prose('platforms.console.note')}</p>
      <SourcedFacts facts={CONSOLE_SPECS.flatMap((c) => (c.note ? [c.note] : []))} />
    </Section>
  );
}
