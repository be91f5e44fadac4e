import platforms from '../../content/static/platforms.json' with { type: 'json' };
import type { Key } from '../i18n.ts';
import type { ProseKey } from '../prose.ts';
import type { ConsoleName } from './requirements.ts';
import type { SourcedFact } from './sources.ts';
import type { StoreName } from './stores.ts';
import type { Store } from '../schema/enums.ts';

/** Also the route ids of the per-platform pages. */
export type PlatformSlug = Store;

/**
 * A platform; the name and badge are dictionary keys, the descriptions keys of the page prose,
 * `store` names the store page in the logos strip, `consoles` the rows of the console performance
 * table whose status the card repeats, `sinceLaunch` what the platform's page adds from reports since
 * the release, each fact sourced (a platform without any keeps its page as it was).
 */
export interface Platform {
  name: Key;
  slug: PlatformSlug;
  version: ProseKey;
  achievements: ProseKey;
  performance: ProseKey;
  consoles: readonly ConsoleName[];
  features: readonly ProseKey[];
  store: StoreName;
  badge?: Key;
  sinceLaunch?: readonly SourcedFact[];
  /** Its page links to the official PC requirements, to compare a computer with (PC only). */
  officialRequirements?: boolean;
}

/** The four platforms, in the order the pages show them (content/static/platforms.json). */
export const PLATFORMS = platforms as readonly Platform[];
