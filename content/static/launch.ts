import { GAMESRADAR_SWITCH_2_GAME_PASS, PC_GAMER_LAUNCH_DAY, ROCK_PAPER_SHOTGUN_PRICE, TWEAKTOWN_LAUNCH_DAY, WINDOWS_CENTRAL_PRICE, type SourcedFact } from './sources.ts';

/*
 * How the game really launched. The SPEC's pre-launch constants (releaseDate.ts, the pre-order
 * variants) stay as they were; the pages show these beside them, each labelled for what it is.
 */

/** The one instant the game unlocked on every platform: 7:00 PDT on 4 September 2025. */
export const UNLOCKED_AT = '2025-09-04T14:00:00Z';

/**
 * Where the unlock time is shown, UTC first, then from west to east (IANA names: Intl names each
 * zone and writes its local time in the page language). The sources quote each of these.
 */
export const UNLOCK_ZONES = ['UTC', 'America/Los_Angeles', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney'] as const;

export const UNLOCK_SOURCES: readonly string[] = [WINDOWS_CENTRAL_PRICE, ROCK_PAPER_SHOTGUN_PRICE, PC_GAMER_LAUNCH_DAY];

/** The price Team Cherry announced for launch; other regions' prices came later and no source here gives them. */
export const LAUNCH_PRICES: readonly { currency: string; amount: number }[] = [
  { currency: 'USD', amount: 19.99 },
  { currency: 'EUR', amount: 19.99 },
  { currency: 'JPY', amount: 2300 },
];

/** How the game went on sale: the where-to-buy page leads with these. */
export const SALE_FACTS: readonly SourcedFact[] = [
  { text: 'preorder.now.price', sources: [ROCK_PAPER_SHOTGUN_PRICE, WINDOWS_CENTRAL_PRICE] },
  { text: 'preorder.now.noPreorders', sources: [PC_GAMER_LAUNCH_DAY] },
  { text: 'preorder.now.gamePass', sources: [GAMESRADAR_SWITCH_2_GAME_PASS, TWEAKTOWN_LAUNCH_DAY] },
];
