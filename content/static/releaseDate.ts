import type { Key } from '../../shared/i18n.ts';
import type { ProseKey } from '../../shared/prose.ts';

/** September 4, 2025, one moment worldwide. A calendar date, formatted per language. */
export const RELEASE_DATE = '2025-09-04';

/** The home countdown targets this instant (the eve of the release). */
export const COUNTDOWN_TARGET = '2025-09-03T16:00:00Z';

/** A release timezone row; the site's pre-launch estimates. */
export interface TimezoneRow {
  zone: string;
  time: string;
  name: Key;
}

export const RELEASE_TIMES: readonly TimezoneRow[] = [
  { zone: 'UTC', time: '12:00', name: 'release.timezones.names.utc' },
  { zone: 'PST', time: '04:00', name: 'release.timezones.names.pst' },
  { zone: 'EST', time: '07:00', name: 'release.timezones.names.est' },
  { zone: 'CET', time: '13:00', name: 'release.timezones.names.cet' },
  { zone: 'HKT', time: '20:00', name: 'release.timezones.names.hkt' },
  { zone: 'JST', time: '21:00', name: 'release.timezones.names.jst' },
];

export interface Milestone {
  year: number;
  title: ProseKey;
  text: ProseKey;
}

export const TIMELINE: readonly Milestone[] = [
  { year: 2019, title: 'release.timeline.announcement.title', text: 'release.timeline.announcement.text' },
  { year: 2022, title: 'release.timeline.showcase.title', text: 'release.timeline.showcase.text' },
  { year: 2024, title: 'release.timeline.updates.title', text: 'release.timeline.updates.text' },
  { year: 2025, title: 'release.timeline.release.title', text: 'release.timeline.release.text' },
];

export const CONFIRMED: readonly ProseKey[] = [
  'release.known.confirmed.items.hornet',
  'release.known.confirmed.items.pharloom',
  'release.known.confirmed.items.teamCherry',
  'release.known.confirmed.items.platforms',
  'release.known.confirmed.items.gamePass',
  'release.known.confirmed.items.music',
];

/** Fan speculation from before launch, shown under a heading that says so. */
export const RUMOURED: readonly ProseKey[] = [
  'release.known.rumoured.items.shadowDrop',
  'release.known.rumoured.items.dlc',
  'release.known.rumoured.items.lore',
];
