import stores from '../../content/static/stores.json' with { type: 'json' };
import type { Key } from '../i18n.ts';

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

/** The platform logos strip: a PC store, a DRM-free PC store, a bundle store, Game Pass, two PlayStations, two Switches (content/static/stores.json). */
export const STORE_LINKS = stores as readonly StoreLink[];
