import type { Key } from '../i18n/index.ts';
import type { ProseKey } from '../locales/pages.ts';

/**
 * A PC requirement level. Product names and sizes read the same in every language, so they are data;
 * `storageNote` and `additional` are sentences, so they are keys of the page prose. Processor and
 * graphics list alternatives: the page joins them with the language's own "or".
 */
export interface PcSpec {
  os: string;
  processor: readonly string[];
  memory: string;
  graphics: readonly string[];
  directx: string;
  storage: string;
  storageNote?: ProseKey;
  additional: ProseKey;
}

/** The site's own pre-launch estimates (the product's fixed values), not Team Cherry's official figures. */
export const PC_MINIMUM: PcSpec = {
  os: 'Windows 10 64-bit',
  processor: ['Intel i3-6100', 'AMD FX-6300'],
  memory: '4 GB RAM',
  graphics: ['GTX 750 Ti', 'R7 260X'],
  directx: 'DirectX 11',
  storage: '15 GB',
  additional: 'platforms.pc.notes.minimum',
};

export const PC_RECOMMENDED: PcSpec = {
  os: 'Windows 11',
  processor: ['i5-8400', 'Ryzen 5 2600'],
  memory: '8 GB RAM',
  graphics: ['GTX 1060', 'RX 580'],
  directx: 'DirectX 12',
  storage: '15 GB',
  storageNote: 'platforms.pc.ssd',
  additional: 'platforms.pc.notes.recommended',
};

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
