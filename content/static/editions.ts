import type { Key } from '../i18n/index.ts';
import type { ProseKey } from '../locales/pages.ts';
import type { PlatformSlug } from './platforms.ts';

export type EditionId = 'standard' | 'deluxe' | 'collector';

/** A pre-order edition of the pre-launch plan; `price` in US dollars. The site's estimates, not official prices. */
export interface Edition {
  id: EditionId;
  name: Key;
  price: number;
  platforms: readonly PlatformSlug[];
  bonuses: readonly ProseKey[];
  popular?: boolean;
}

const ALL: readonly PlatformSlug[] = ['steam', 'playstation', 'xbox', 'nintendo'];

export const EDITIONS: readonly Edition[] = [
  { id: 'standard', name: 'preorder.editions.standard', price: 29.99, platforms: ALL, bonuses: ['preorder.bonuses.game'] },
  {
    id: 'deluxe',
    name: 'preorder.editions.deluxe',
    price: 49.99,
    platforms: ALL,
    bonuses: ['preorder.bonuses.game', 'preorder.bonuses.soundtrack', 'preorder.bonuses.artbook'],
    popular: true,
  },
  {
    id: 'collector',
    name: 'preorder.editions.collector',
    price: 79.99,
    // The Digital Collector's edition was not planned for Switch.
    platforms: ['steam', 'playstation', 'xbox'],
    bonuses: ['preorder.bonuses.game', 'preorder.bonuses.soundtrack', 'preorder.bonuses.artbook', 'preorder.bonuses.wallpapers'],
  },
];

export type Currency = 'USD' | 'EUR' | 'GBP' | 'JPY';

/** A regional price row: one estimated price per edition, in `currency`. */
export interface RegionalPrice extends Record<EditionId, number> {
  region: Key;
  currency: Currency;
}

/** The US row is the editions' own prices; these are the other regions. */
export const REGIONAL_PRICES: readonly RegionalPrice[] = [
  { region: 'preorder.prices.regions.eu', currency: 'EUR', standard: 27.99, deluxe: 46.99, collector: 74.99 },
  { region: 'preorder.prices.regions.uk', currency: 'GBP', standard: 24.99, deluxe: 41.99, collector: 67.99 },
  { region: 'preorder.prices.regions.jp', currency: 'JPY', standard: 3980, deluxe: 6580, collector: 10680 },
];
