import type { TrailerEntry } from './types.ts';

/*
 * Official trailers and official showcase footage of Hollow Knight: Silksong, newest first.
 * Rule used: only videos published by Team Cherry or by a platform holder (Nintendo, Xbox) on
 * their own YouTube channel, and only when the YouTube id was seen quoted in stored public
 * material. `date` is the day the video was published or premiered. No site-specific
 * classification (difficulty, rarity...) applies to this collection.
 */
export const TRAILERS: TrailerEntry[] = [
  {
    slug: 'release-trailer',
    date: '2025-08-21',
    video_id: '6XGeJwsUP9c',
    sources: [
      'https://www.gamereactor.eu/hollow-knight-silksong-finally-has-a-release-date-1589493/',
      'https://www.gamesradar.com/games/action/its-happening-a-hollow-knight-silksong-special-announcement-is-coming-this-thursday-from-team-cherry/',
      'https://zampoint.com/opinion-silksongs-big-anticlimactic-premiere-was-absolutely-perfect',
    ],
  },
  {
    slug: 'nintendo-switch-2-direct-appearance',
    date: '2025-04-02',
    video_id: 'VrTVeYm4iIM',
    sources: [
      'https://www.nintendolife.com/news/2025/04/hollow-knight-silksong-will-launch-on-switch-2-in-2025',
      'https://www.gamereactor.eu/hollow-knight-silksong-confirmed-for-switch-2-release-in-2025-1523793/',
      'https://www.pockettactics.com/hollow-knight-silksong/platforms',
    ],
  },
  {
    slug: 'xbox-game-pass-reveal-trailer',
    date: '2022-06-12',
    video_id: 'JSfuFlhsxZY',
    sources: [
      'https://xboxoutsider.com/hollow-knight-silksong-gameplay-trailer/',
      'https://goombastomp.com/hollow-knight-silksong-june-trailer-breakdown/',
      'https://www.daily8.com/en/article/f5febb54b51d9b8b4b8ed1246f981a84',
    ],
  },
  {
    slug: 'nintendo-treehouse-live-e3-2019',
    date: '2019-06-13',
    video_id: 'Y8lvHT_IQbM',
    sources: [
      'https://www.player.one/hollow-knight-silksong-20-minutes-gameplay-footage-nintendos-treehouse-127352',
      'https://tay.kinja.com/silksong-was-so-dope-that-i-didnt-even-mind-glitching-o-1835521669',
      'https://mossbag69.blogspot.com/2019/06/silksong-e3-demo-analysis-script.html',
    ],
  },
  {
    slug: 'reveal-trailer',
    date: '2019-02-14',
    video_id: 'pFAknD_9U7c',
    sources: [
      'https://holdtoreset.com/hollow-knight-silksong-announced-by-team-cherry-as-a-sequel-to-hollow-knight/',
      'https://www.monstersandcritics.com/gaming/hollow-knight-silksong-release-date-when-is-team-cherrys-sequel-action-adventure-video-game-coming-out/',
      'https://goombastomp.com/hollow-knight-silksong-unveiled-as-team-cherrys-next-game/',
    ],
  },
];
