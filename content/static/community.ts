import type { Key } from '../../shared/i18n.ts';
import type { IconName } from '../links.ts';

export interface CommunityGroup {
  id: string;
  title: Key;
  /** Links of `SOCIAL_LINKS` (content/links.ts), by their icon; descriptions under `community.links` of the page prose. */
  links: readonly IconName[];
}

/** The community page shows every social link once: fan places first, then Team Cherry's own. */
export const COMMUNITY_GROUPS: readonly CommunityGroup[] = [
  { id: 'fans', title: 'community.fans', links: ['forum', 'social', 'wiki'] },
  { id: 'official', title: 'community.official', links: ['shortPost', 'video'] },
];

/** Where game support lives: the developer, not this fan site. */
export const TEAM_CHERRY_SITE = 'https://www.teamcherry.com.au/';

/** The etiquette list in reading order; texts under `community.etiquette` of the page prose. */
export const ETIQUETTE_POINTS = ['kind', 'spoilers', 'progress', 'rules'] as const;
