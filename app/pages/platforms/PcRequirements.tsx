import { PC_MINIMUM, PC_RECOMMENDED, type PcSpec } from '../../../content/static/requirements.ts';
import { usePage, useProse } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatAlternatives } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';

/** Minimum and recommended PC specs, labelled as the site's estimates. */
export function PcRequirements() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="pc-requirements" title={t('platformsPage.pc.title')}>
      <p className="rounded-lg border border-gold/30 bg-gold/5 px-4 py-3 text-sm text-silk">{prose('platforms.pc.estimate')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        <PcSpecTable id="pc-minimum" caption={t('platformsPage.pc.minimum')} spec={PC_MINIMUM} />
        <PcSpecTable id="pc-recommended" caption={t('platformsPage.pc.recommended')} spec={PC_RECOMMENDED} />
      </div>
    </Section>
  );
}

function PcSpecTable({ id, caption, spec }: { id: string; caption: string; spec: PcSpec }) {
  const { t, lang } = usePage();
  const prose = useProse();
  const storage = spec.storageNote ? `${spec.storage} (${prose(spec.storageNote)})` : spec.storage;
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[t('platformsPage.pc.component'), t('platformsPage.pc.requirement')]}
      rows={[
        { key: 'os', cells: [t('platformsPage.pc.os'), spec.os] },
        { key: 'processor', cells: [t('platformsPage.pc.processor'), formatAlternatives(lang, spec.processor)] },
        { key: 'memory', cells: [t('platformsPage.pc.memory'), spec.memory] },
        { key: 'graphics', cells: [t('platformsPage.pc.graphics'), formatAlternatives(lang, spec.graphics)] },
        { key: 'directx', cells: [t('platformsPage.pc.directx'), spec.directx] },
        { key: 'storage', cells: [t('platformsPage.pc.storage'), storage] },
        { key: 'additional', cells: [t('platformsPage.pc.additional'), prose(spec.additional)] },
      ]}
    />
  );
}
