import type { Key } from '../../shared/i18n.ts';

export type StoreName =
  | 'Steam' | 'GOG' | 'Humble Store' | 'Xbox Game Pass'
  | 'PlayStation 4' | 'PlayStation 5' | 'Nintendo Switch' | 'Nintendo Switch 2';

/** A store link. `src` is original badge art (no brand logos); `alt` is translated. */
export interface StoreLink {
  name: StoreName;
  src: string;
  alt: Key;
  url: string;
  width: number;
  height: number;
}

const BADGE = { width: 200, height: 64 } as const;
const PLAYSTATION_STORE = 'https://store.playstation.com/en-us/concept/10005908';
const NINTENDO_STORE = 'https://www.nintendo.com/us/store/products/hollow-knight-silksong-switch/';

/** The platform logos strip: a PC store, a DRM-free PC store, a bundle store, Game Pass, two PlayStations, two Switches. */
export const STORE_LINKS: readonly StoreLink[] = [
  { name: 'Steam', src: '/images/stores/steam.svg', alt: 'home.stores.steam', url: 'https://store.steampowered.com/app/1030300/Hollow_Knight_Silksong/', ...BADGE },
  { name: 'GOG', src: '/images/stores/gog.svg', alt: 'home.stores.gog', url: 'https://www.gog.com/en/game/hollow_knight_silksong', ...BADGE },
  { name: 'Humble Store', src: '/images/stores/humble.svg', alt: 'home.stores.humble', url: 'https://www.humblebundle.com/store/hollow-knight-silksong', ...BADGE },
  { name: 'Xbox Game Pass', src: '/images/stores/game-pass.svg', alt: 'home.stores.gamePass', url: 'https://www.xbox.com/en-US/games/store/hollow-knight-silksong/9n116v0599hb', ...BADGE },
  { name: 'PlayStation 4', src: '/images/stores/ps4.svg', alt: 'home.stores.ps4', url: PLAYSTATION_STORE, ...BADGE },
  { name: 'PlayStation 5', src: '/images/stores/ps5.svg', alt: 'home.stores.ps5', url: PLAYSTATION_STORE, ...BADGE },
  { name: 'Nintendo Switch', src: '/images/stores/switch.svg', alt: 'home.stores.switch', url: NINTENDO_STORE, ...BADGE },
  { name: 'Nintendo Switch 2', src: '/images/stores/switch-2.svg', alt: 'home.stores.switch2', url: NINTENDO_STORE, ...BADGE },
];
