import { usePage, useProse } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatAlternatives } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { textLang } from '../../ui/textLanguage.ts';
import { Unavailable } from '../encyclopaedia/Notes.tsx';
import type { PcLevel, PcRequirementsData } from './requirements.ts';

/** Minimum and recommended PC specs (rows editors correct), labelled as the site's estimates. */
export function PcRequirements({ data }: { data: PcRequirementsData }) {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="pc-requirements" title={t('platformsPage.pc.title')}>
      <p className="rounded-lg border border-gold/30 bg-gold/5 px-4 py-3 text-sm text-silk">{prose('platforms.pc.estimate')}</p>
      {data.kind === 'ok' ? (
        <div className="grid gap-4 xl:grid-cols-2">
          {data.levels.map((level) => <PcSpecTable key={level.level} spec={level} />)}
        </div>
      ) : (
        <Unavailable />
      )}
    </Section>
  );
}

function PcSpecTable({ spec }: { spec: PcLevel }) {
  const { t, lang } = usePage();
  // Notes shown in English on another language's page say so.
  const fallback = spec.text ? textLang(spec.text.language, lang) : undefined;
  const inText = (text: string) => (fallback ? <span lang={fallback}>{text}</span> : text);
  const note = spec.text?.storage_note;
  const storage = note ? (fallback ? <>{`${spec.storage} (`}{inText(note)})</> : `${spec.storage} (${note})`) : spec.storage;
  return (
    <DataTable
      id={`pc-${spec.level}`}
      caption={t(`platformsPage.pc.${spec.level}`)}
      columns={[t('platformsPage.pc.component'), t('platformsPage.pc.requirement')]}
      rows={[
        { key: 'os', cells: [t('platformsPage.pc.os'), spec.os] },
        { key: 'processor', cells: [t('platformsPage.pc.processor'), formatAlternatives(lang, spec.processor)] },
        { key: 'memory', cells: [t('platformsPage.pc.memory'), spec.memory] },
        { key: 'graphics', cells: [t('platformsPage.pc.graphics'), formatAlternatives(lang, spec.graphics)] },
        { key: 'directx', cells: [t('platformsPage.pc.directx'), spec.directx] },
        { key: 'storage', cells: [t('platformsPage.pc.storage'), storage] },
        { key: 'additional', cells: [t('platformsPage.pc.additional'), inText(spec.text?.notes ?? '')] },
      ]}
    />
  );
}
