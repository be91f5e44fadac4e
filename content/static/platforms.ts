import type { Key } from '../../shared/i18n.ts';
import type { ProseKey } from '../../shared/prose.ts';
import type { ConsoleName } from './requirements.ts';
import { GAMESRADAR_SWITCH_2_GAME_PASS, GFINITY_SWITCH, TECHSPOT_LAUNCH_DAY, TWEAKTOWN_LAUNCH_DAY, type SourcedFact } from './sources.ts';
import type { StoreName } from './stores.ts';
import type { Store } from '../../shared/schema/enums.ts';

/** Also the route ids of the per-platform pages. */
export type PlatformSlug = Store;

/**
 * A platform; the name and badge are dictionary keys, the descriptions keys of the page prose,
 * `store` names the store page in the logos strip, `consoles` the rows of the console performance
 * table whose status the card repeats, `sinceLaunch` what the platform's page adds from reports since
 * the release, each fact sourced (a platform without any keeps its page as it was).
 */
export interface Platform {
  name: Key;
  slug: PlatformSlug;
  version: ProseKey;
  achievements: ProseKey;
  performance: ProseKey;
  consoles: readonly ConsoleName[];
  features: readonly ProseKey[];
  store: StoreName;
  badge?: Key;
  sinceLaunch?: readonly SourcedFact[];
}

export const PLATFORMS: readonly Platform[] = [
  {
    name: 'nav.steam',
    slug: 'steam',
    version: 'platforms.steam.version',
    achievements: 'platforms.steam.achievements',
    performance: 'platforms.steam.performance',
    consoles: [],
    features: [
      'platforms.steam.features.systems',
      'platforms.steam.features.controls',
      'platforms.steam.features.drmFree',
    ],
    store: 'Steam',
  },
  {
    name: 'nav.playstation',
    slug: 'playstation',
    version: 'platforms.playstation.version',
    achievements: 'platforms.playstation.achievements',
    performance: 'platforms.playstation.performance',
    consoles: ['PlayStation 5'],
    features: [
      'platforms.playstation.features.native',
      'platforms.playstation.features.trophies',
    ],
    store: 'PlayStation 5',
  },
  {
    name: 'nav.xbox',
    slug: 'xbox',
    version: 'platforms.xbox.version',
    achievements: 'platforms.xbox.achievements',
    performance: 'platforms.xbox.performance',
    consoles: ['Xbox Series X', 'Xbox Series S'],
    features: [
      'platforms.xbox.features.gamePass',
      'platforms.xbox.features.consoles',
      'platforms.xbox.features.pc',
    ],
    store: 'Xbox Game Pass',
    badge: 'platformsPage.cards.gamePass',
    sinceLaunch: [
      { text: 'platforms.xbox.known.gamePass', sources: [GAMESRADAR_SWITCH_2_GAME_PASS, TWEAKTOWN_LAUNCH_DAY] },
    ],
  },
  {
    name: 'nav.nintendo',
    slug: 'nintendo',
    version: 'platforms.nintendo.version',
    achievements: 'platforms.nintendo.achievements',
    performance: 'platforms.nintendo.performance',
    consoles: ['Nintendo Switch'],
    features: [
      'platforms.nintendo.features.modes',
      'platforms.nintendo.features.switch2',
    ],
    store: 'Nintendo Switch',
    sinceLaunch: [
      { text: 'platforms.nintendo.known.switch2', sources: [GAMESRADAR_SWITCH_2_GAME_PASS, TECHSPOT_LAUNCH_DAY] },
      { text: 'platforms.nintendo.known.performance', sources: [GFINITY_SWITCH] },
    ],
  },
];
