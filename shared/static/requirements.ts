import consoles from '../../content/static/requirements.json' with { type: 'json' };
import type { Key } from '../i18n.ts';
import type { ProseKey } from '../prose.ts';
import type { SourcedFact } from './sources.ts';

export type ConsoleStatus = 'confirmed' | 'pending';

/** One target resolution; `mode` (docked, handheld) when it applies to one way of playing. */
export interface Resolution {
  value: string;
  mode?: Key;
}

export type ConsoleName = 'PlayStation 5' | 'Xbox Series X' | 'Xbox Series S' | 'Nintendo Switch';

/** A console's performance targets. Its status is the one source of whether a console's performance is confirmed. */
export interface ConsoleSpec {
  platform: ConsoleName;
  targetResolution: readonly Resolution[];
  targetFramerate: number;
  /** Its special features, one text per language (page prose), so each language phrases the whole list its own way. */
  features: ProseKey;
  status: ConsoleStatus;
  /** What the sources say against the row's figures, shown under the table with those sources. */
  note?: SourcedFact;
}

/** The consoles' performance targets (content/static/requirements.json). */
export const CONSOLE_SPECS = consoles as readonly ConsoleSpec[];
