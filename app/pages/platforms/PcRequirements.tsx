import { usePage, useProse } from '../../context.tsx';
import { formatAlternatives } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { textLang } from '../../ui/textLanguage.ts';
import { Unavailable } from '../encyclopaedia/Notes.tsx';
import type { PcLevel, PcRequirementsData } from './requirements.ts';
import { SpecTable } from './SpecTable.tsx';

/** The PC specs this site estimated before launch (the SPEC's figures, rows editors correct), labelled as such. */
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
    <SpecTable
      id={`pc-${spec.level}`}
      caption={t(`platformsPage.pc.${spec.level}`)}
      cells={{
        os: spec.os,
        processor: formatAlternatives(lang, spec.processor),
        memory: spec.memory,
        graphics: formatAlternatives(lang, spec.graphics),
        directx: spec.directx,
        storage,
        additional: inText(spec.text?.notes ?? ''),
      }}
    />
  );
}
