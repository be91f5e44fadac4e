import type { Key } from '../i18n/index.ts';
import type { ProseKey } from '../locales/pages.ts';

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
  /** Its special features, one text per language (page prose), so each language phrases the whole list its own way. */
  features: ProseKey;
  status: ConsoleStatus;
}

export const CONSOLE_SPECS: readonly ConsoleSpec[] = [
  { platform: 'PlayStation 5', targetResolution: [{ value: '4K' }], targetFramerate: 60, features: 'platforms.console.features.playstation', status: 'pending' },
  { platform: 'Xbox Series X', targetResolution: [{ value: '4K' }], targetFramerate: 60, features: 'platforms.console.features.xbox', status: 'pending' },
  { platform: 'Xbox Series S', targetResolution: [{ value: '1440p' }], targetFramerate: 60, features: 'platforms.console.features.xbox', status: 'pending' },
  {
    platform: 'Nintendo Switch',
    targetResolution: [{ value: '1080p', mode: 'platformsPage.console.docked' }, { value: '720p', mode: 'platformsPage.console.handheld' }],
    targetFramerate: 60,
    features: 'platforms.console.features.switch',
    status: 'confirmed',
  },
];
