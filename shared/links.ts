import links from '../content/links.json' with { type: 'json' };
import type { Key } from './i18n.ts';

export type IconName = 'forum' | 'social' | 'wiki' | 'video' | 'shortPost';

export interface ExternalLink {
  label: Key;
  url: string;
  icon: IconName;
}

/** Outbound icons in the header: a forum, a social network and a wiki (content/links.json). */
export const HEADER_LINKS = links.header as readonly ExternalLink[];

/** The footer's five: a short-post network, a forum, a wiki, a video site and a social network. */
export const SOCIAL_LINKS = links.social as readonly ExternalLink[];
