import type { NewsRecord } from '../../shared/schema/news.ts';
import silksongAnnounced from './silksong-announced.ts';
import fromHornetDlcToSequel from './from-hornet-dlc-to-sequel.ts';
import e32019PlayableDemo from './e3-2019-playable-demo.ts';
import xboxGamesShowcase2022 from './xbox-games-showcase-2022.ts';
import silksongDelayed2023 from './silksong-delayed-2023.ts';
import nintendoSwitch2Direct2025 from './nintendo-switch-2-direct-2025.ts';
import releaseDateAnnounced from './release-date-announced.ts';
import whereToPlaySilksong from './where-to-play-silksong.ts';
import meetHornet from './meet-hornet.ts';
import welcomeToPharloom from './welcome-to-pharloom.ts';
import christopherLarkinMusic from './christopher-larkin-music.ts';
import teamCherryStudioProfile from './team-cherry-studio-profile.ts';
import hollowKnightLookBack from './hollow-knight-look-back.ts';
import silksongOutNow from './silksong-out-now.ts';
import gamePassDayOneLaunch from './game-pass-day-one-launch.ts';
import switchAndSwitch2SameDay from './switch-and-switch-2-same-day.ts';

/** Every bundled article, drafts included; `supabase/seed.sql` is generated from this list. */
export const NEWS: readonly NewsRecord[] = [
  silksongAnnounced,
  fromHornetDlcToSequel,
  e32019PlayableDemo,
  xboxGamesShowcase2022,
  silksongDelayed2023,
  nintendoSwitch2Direct2025,
  releaseDateAnnounced,
  whereToPlaySilksong,
  meetHornet,
  welcomeToPharloom,
  christopherLarkinMusic,
  teamCherryStudioProfile,
  hollowKnightLookBack,
  silksongOutNow,
  gamePassDayOneLaunch,
  switchAndSwitch2SameDay,
];
