import type { Key } from '../shared/i18n.ts';

export type IconName = 'forum' | 'social' | 'wiki' | 'video' | 'shortPost';

export interface ExternalLink {
  label: Key;
  url: string;
  icon: IconName;
}

/** Outbound icons in the header: a forum, a social network and a wiki. */
export const HEADER_LINKS: readonly ExternalLink[] = [
  { label: 'header.forum', url: 'https://www.reddit.com/r/Silksong/', icon: 'forum' },
  { label: 'header.social', url: 'https://discord.gg/hollowknight', icon: 'social' },
  { label: 'header.wiki', url: 'https://hollowknight.wiki/w/Hollow_Knight:_Silksong', icon: 'wiki' },
];

/** The footer's five: a short-post network, a forum, a wiki, a video site and a social network. */
export const SOCIAL_LINKS: readonly ExternalLink[] = [
  { label: 'footer.shortPost', url: 'https://x.com/TeamCherryGames', icon: 'shortPost' },
  { label: 'footer.forum', url: 'https://www.reddit.com/r/Silksong/', icon: 'forum' },
  { label: 'footer.wiki', url: 'https://hollowknight.wiki/w/Hollow_Knight:_Silksong', icon: 'wiki' },
  { label: 'footer.video', url: 'https://www.youtube.com/@TeamCherryGames', icon: 'video' },
  { label: 'footer.socialNetwork', url: 'https://discord.gg/hollowknight', icon: 'social' },
];
