import type { Key } from '../../shared/i18n.ts';

export type ConsoleStatus = 'confirmed' | 'pending';

/** One target resolution; `mode` (docked, handheld) when it applies to one way of playing. */
export interface Resolution {
  value: string;
  mode?: Key;
}

export type ConsoleName = 'PlayStation 5' | 'Xbox Series X' | 'Xbox Series S' | 'Nintendo Switch';

/** A console's performance targets. Its status is the one source of whether a console's performance is confirmed. */
export interface ConsoleSpec {
  platform: ConsoleName;
  targetResolution: readonly Resolution[];
  targetFramerate: number;
  features: readonly Key[];
  status: ConsoleStatus;
}

export const CONSOLE_SPECS: readonly ConsoleSpec[] = [
  { platform: 'PlayStation 5', targetResolution: [{ value: '4K' }], targetFramerate: 60, features: ['platformsPage.console.features.trophies'], status: 'pending' },
  { platform: 'Xbox Series X', targetResolution: [{ value: '4K' }], targetFramerate: 60, features: ['platformsPage.cards.achievements', 'platformsPage.cards.gamePass'], status: 'pending' },
  { platform: 'Xbox Series S', targetResolution: [{ value: '1440p' }], targetFramerate: 60, features: ['platformsPage.cards.achievements', 'platformsPage.cards.gamePass'], status: 'pending' },
  {
    platform: 'Nintendo Switch',
    targetResolution: [{ value: '1080p', mode: 'platformsPage.console.docked' }, { value: '720p', mode: 'platformsPage.console.handheld' }],
    targetFramerate: 60,
    features: ['platformsPage.console.features.portable'],
    status: 'confirmed',
  },
];
