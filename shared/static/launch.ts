import launch from '../../content/static/launch.json' with { type: 'json' };
import type { SourcedFact } from './sources.ts';

/*
 * How the game really launched (content/static/launch.json). The SPEC's pre-launch constants
 * (releaseDate.ts, the pre-order variants) stay as they were; the pages show these beside them,
 * each labelled for what it is.
 */

/** The one instant the game unlocked on every platform: 7:00 PDT on 4 September 2025. */
export const UNLOCKED_AT = launch.unlockedAt;

/**
 * Where the unlock time is shown, UTC first, then from west to east (IANA names: Intl names each
 * zone and writes its local time in the page language). The sources quote each of these.
 */
export const UNLOCK_ZONES: readonly string[] = launch.unlockZones;

/** The pages that report the unlock time (Team Cherry announced it on social media). */
export const UNLOCK_SOURCES: readonly string[] = launch.unlockSources;

/** The price Team Cherry announced for launch; other regions' prices came later and no source here gives them. */
export const LAUNCH_PRICES: readonly { currency: string; amount: number }[] = launch.launchPrices;

/** How the game went on sale: the where-to-buy page leads with these. */
export const SALE_FACTS = launch.saleFacts as readonly SourcedFact[];
