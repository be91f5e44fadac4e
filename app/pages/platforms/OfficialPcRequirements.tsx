import { OFFICIAL_PC_REQUIREMENTS, type OfficialPcLevel } from '../../../shared/static/officialPcRequirements.ts';
import { usePage, useProse } from '../../context.tsx';
import { formatAlternatives } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { SourcesNote } from '../../ui/SourceLinks.tsx';
import { SpecTable } from './SpecTable.tsx';

/** Anchor of the official requirements on /platforms and /system-requirements (the Steam page links to it). */
export const OFFICIAL_PC_REQUIREMENTS_ID = 'official-pc-requirements';

/**
 * Team Cherry's PC requirements from the Steam store page, each level followed by the pages that
 * report it. Static data, so they show even when the estimate's rows cannot be read.
 */
export function OfficialPcRequirements() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id={OFFICIAL_PC_REQUIREMENTS_ID} title={t('platformsPage.pc.official.title')}>
      <p className="text-mist">{prose('platforms.pc.official.intro')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {OFFICIAL_PC_REQUIREMENTS.map((level) => (
          <div key={level.level} className="min-w-0 space-y-3">
            <OfficialTable level={level} />
            <SourcesNote urls={level.sources} />
          </div>
        ))}
      </div>
    </Section>
  );
}

function OfficialTable({ level }: { level: OfficialPcLevel }) {
  const { t, lang } = usePage();
  const prose = useProse();
  const unconfirmed = t('platformsPage.pc.official.unconfirmed');
  const value = (v: string | null) => v ?? unconfirmed;
  const alternatives = (items: readonly string[]) => (items.length > 0 ? formatAlternatives(lang, items) : unconfirmed);
  return (
    <SpecTable
      id={`pc-official-${level.level}`}
      caption={t(`platformsPage.pc.official.${level.level}`)}
      cells={{
        os: level.os ? prose(level.os) : unconfirmed,
        processor: alternatives(level.processor),
        memory: value(level.memory),
        graphics: alternatives(level.graphics),
        directx: value(level.directx),
        storage: value(level.storage),
      }}
    />
  );
}
