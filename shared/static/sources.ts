import type { ProseKey } from '../prose.ts';

/**
 * A fact of the page prose and the published pages that confirm it (shown after it, as links), each
 * page read before the fact was written.
 */
export interface SourcedFact {
  text: ProseKey;
  sources: readonly string[];
}
