import community from '../../content/static/community.json' with { type: 'json' };
import type { Key } from '../i18n.ts';
import type { IconName } from '../links.ts';
import type { Pages } from '../prose.ts';

export interface CommunityGroup {
  id: string;
  title: Key;
  /** Links of `SOCIAL_LINKS` (shared/links.ts), by their icon; descriptions under `community.links` of the page prose. */
  links: readonly IconName[];
}

/** The community page shows every social link once: fan places first, then Team Cherry's own (content/static/community.json). */
export const COMMUNITY_GROUPS = community.groups as readonly CommunityGroup[];

/** Where game support lives: the developer, not this fan site. */
export const TEAM_CHERRY_SITE = community.teamCherrySite;

/** The etiquette list in reading order; texts under `community.etiquette` of the page prose. */
export const ETIQUETTE_POINTS = community.etiquette as readonly (keyof Pages['community']['etiquette'])[];
