import type { Lang } from '../../../shared/languages.ts';
import type { Listing } from '../../../shared/data.ts';
import { REQUIREMENT_LEVELS } from '../../../shared/schema/enums.ts';
import type { SystemRequirementsRow } from '../../../shared/schema/systemRequirements.ts';
import { pickTranslation } from '../../../shared/translation.ts';

type Texts = SystemRequirementsRow['translations'][number];

/** One level's requirements; its texts in the page language, else English, else none (the specs still show). */
export interface PcLevel extends Omit<SystemRequirementsRow, 'translations'> {
  text: Texts | null;
}

export type PcRequirementsData = { kind: 'ok'; levels: readonly PcLevel[] } | { kind: 'unavailable' };

/** The newest published row of each level (the list is newest first), minimum before recommended. */
export function pcRequirements(listing: Listing<SystemRequirementsRow>, lang: Lang): PcRequirementsData {
  if (listing.kind === 'failed') return { kind: 'unavailable' };
  const levels = REQUIREMENT_LEVELS.flatMap((level): PcLevel[] => {
    const row = listing.rows.find((r) => r.level === level);
    if (!row) return [];
    const { translations, ...columns } = row;
    return [{ ...columns, text: pickTranslation(translations, lang) ?? null }];
  });
  return { kind: 'ok', levels };
}
