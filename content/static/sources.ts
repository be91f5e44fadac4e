import type { ProseKey } from '../../shared/prose.ts';

/** A fact of the page prose and the published pages that confirm it (shown after it, as links). */
export interface SourcedFact {
  text: ProseKey;
  sources: readonly string[];
}

/*
 * Published pages the site's facts since launch rely on, each read before the fact was written.
 * Team Cherry announced the unlock times and the launch price on social media; the first two report it.
 */
export const ROCK_PAPER_SHOTGUN_PRICE = 'https://www.rockpapershotgun.com/hollow-knight-silksong-wont-cost-nearly-as-much-as-they-could-probably-charge-for-it';
export const WINDOWS_CENTRAL_PRICE = 'https://www.windowscentral.com/gaming/hollow-knight-silksongs-full-release-times-and-price-have-been-confirmed';
export const PC_GAMER_LAUNCH_DAY = 'https://www.pcgamer.com/games/live/news/silksong-launch-day-live-news/';
export const GAMESRADAR_SWITCH_2_GAME_PASS = 'https://www.gamesradar.com/games/action/as-hollow-knight-silksong-makes-a-blink-and-youll-miss-it-reemergence-for-nintendo-switch-2-xbox-reminds-everyone-the-metroidvania-is-still-day-one-on-game-pass/';
export const TWEAKTOWN_LAUNCH_DAY = 'https://www.tweaktown.com/news/107564/hollow-knight-silksong-is-so-popular-that-its-crashing-eshop-steam-xbox-playstation-stores/index.html';
export const TECHSPOT_LAUNCH_DAY = 'https://www.techspot.com/news/109345-hollow-knight-silksong-launch-crashed-steam-playstation-xbox.html';
export const GFINITY_SWITCH = 'https://www.gfinityesports.com/article/hollow-knight-silksong-everything-you-need-to-know-about-the-switch-version';
