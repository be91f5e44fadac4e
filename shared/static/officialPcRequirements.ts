import levels from '../../content/static/officialPcRequirements.json' with { type: 'json' };
import type { ProseKey } from '../prose.ts';
import type { RequirementLevel } from '../schema/enums.ts';

/**
 * One level of Team Cherry's PC requirements as the Steam store page lists them, shown above the
 * site's pre-launch estimate (the SPEC's figures, the system_requirements rows). Product names and
 * sizes read the same in every language; the operating system is a text of the page prose. A value
 * that two of `sources` do not both give is `null`, and the page says it is unconfirmed; processor
 * and graphics list only the alternatives two sources give.
 */
export interface OfficialPcLevel {
  level: RequirementLevel;
  os: ProseKey | null;
  processor: readonly string[];
  memory: string | null;
  graphics: readonly string[];
  directx: string | null;
  storage: string | null;
  /** The pages that report this level, each read before its values were written. */
  sources: readonly string[];
}

/** Minimum, then recommended (content/static/officialPcRequirements.json). */
export const OFFICIAL_PC_REQUIREMENTS = levels as readonly OfficialPcLevel[];
