import type { Key } from '../i18n/index.ts';
import type { ConsoleName } from './requirements.ts';
import type { StoreName } from './stores.ts';

/** Also the route ids of the per-platform pages. */
export type PlatformSlug = 'steam' | 'playstation' | 'xbox' | 'nintendo';

/**
 * SPEC "Platform"; texts are dictionary keys, `store` names the store page in the logos strip,
 * `consoles` the rows of the console performance table whose status the card repeats.
 */
export interface Platform {
  name: Key;
  slug: PlatformSlug;
  version: Key;
  achievements: Key;
  performance: Key;
  consoles: readonly ConsoleName[];
  features: readonly Key[];
  store: StoreName;
  badge?: Key;
}

export const PLATFORMS: readonly Platform[] = [
  {
    name: 'nav.steam',
    slug: 'steam',
    version: 'platformsPage.platforms.steam.version',
    achievements: 'platformsPage.platforms.steam.achievements',
    performance: 'platformsPage.platforms.steam.performance',
    consoles: [],
    features: [
      'platformsPage.platforms.steam.features.systems',
      'platformsPage.platforms.steam.features.controls',
      'platformsPage.platforms.steam.features.drmFree',
    ],
    store: 'Steam',
  },
  {
    name: 'nav.playstation',
    slug: 'playstation',
    version: 'platformsPage.platforms.playstation.version',
    achievements: 'platformsPage.platforms.playstation.achievements',
    performance: 'platformsPage.platforms.playstation.performance',
    consoles: ['PlayStation 5'],
    features: [
      'platformsPage.platforms.playstation.features.native',
      'platformsPage.platforms.playstation.features.trophies',
    ],
    store: 'PlayStation 5',
  },
  {
    name: 'nav.xbox',
    slug: 'xbox',
    version: 'platformsPage.platforms.xbox.version',
    achievements: 'platformsPage.platforms.xbox.achievements',
    performance: 'platformsPage.platforms.xbox.performance',
    consoles: ['Xbox Series X', 'Xbox Series S'],
    features: [
      'platformsPage.platforms.xbox.features.gamePass',
      'platformsPage.platforms.xbox.features.consoles',
      'platformsPage.platforms.xbox.features.pc',
    ],
    store: 'Xbox Game Pass',
    badge: 'platformsPage.cards.gamePass',
  },
  {
    name: 'nav.nintendo',
    slug: 'nintendo',
    version: 'platformsPage.platforms.nintendo.version',
    achievements: 'platformsPage.platforms.nintendo.achievements',
    performance: 'platformsPage.platforms.nintendo.performance',
    consoles: ['Nintendo Switch'],
    features: [
      'platformsPage.platforms.nintendo.features.modes',
      'platformsPage.platforms.nintendo.features.switch2',
    ],
    store: 'Nintendo Switch',
  },
];
