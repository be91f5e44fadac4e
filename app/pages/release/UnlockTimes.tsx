import { UNLOCK_SOURCES, UNLOCK_ZONES, UNLOCKED_AT } from '../../../shared/static/launch.ts';
import { usePage, useProse } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { formatDate, formatInstant, formatTime, timeZoneName } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';
import { SourcesNote } from '../../ui/SourceLinks.tsx';

/**
 * When the game really unlocked, in several time zones: every cell is the one instant written by
 * Intl in the page language, so the zones can never disagree with each other.
 */
export function UnlockTimes() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <Section id="unlock-times" title={t('release.unlock.title')}>
      <p className="text-mist">{prose('release.unlock.text', { time: formatTime(lang, UNLOCKED_AT, 'UTC'), date: formatDate(lang, UNLOCKED_AT) })}</p>
      <DataTable
        caption={t('release.unlock.caption')}
        columns={[t('release.unlock.zone'), t('release.unlock.time')]}
        rows={UNLOCK_ZONES.map((zone) => ({
          key: zone,
          cells: [timeZoneName(lang, UNLOCKED_AT, zone), <time dateTime={UNLOCKED_AT}>{formatInstant(lang, UNLOCKED_AT, zone)}</time>],
        }))}
      />
      <SourcesNote urls={UNLOCK_SOURCES} />
    </Section>
  );
}
