import type { ProgressId } from './collections.ts';
import type { Act } from './schema/enums.ts';

/*
 * What the companion keeps in the visitor's browser (never on the server: every page stays one
 * cached document for everyone): how far they have played, and what they have done.
 */

/** How far the visitor has played: acts after it are hidden; 'all' hides nothing (the default). */
export type SpoilerLevel = Act | 'all';
export const SPOILER_LEVELS: readonly SpoilerLevel[] = [1, 2, 3, 'all'];

/**
 * A collection whose entries a player ticks off (`progress: true` in the registry). The browser's code
 * never lists them: it keeps whatever kinds the pages name, so a new one needs nothing here.
 */
export type ProgressKind = ProgressId;

/** The local storage key, also the `format` of an exported file. */
export const COMPANION_KEY = 'silksong-companion';

/**
 * Runs in the head before anything paints, so a name beyond the visitor's level never shows, not
 * even for a frame: it marks the document with the level the stylesheet hides acts by. Inline (the
 * page cache serves one document, so it cannot carry a per-visitor nonce): the policy allows it by
 * its hash, EARLY_SCRIPT_HASH, which a test holds to this text.
 */
export const EARLY_SCRIPT = `try{var s=JSON.parse(localStorage.getItem("${COMPANION_KEY}")).spoiler;if(s===1||s===2||s===3)document.documentElement.setAttribute("data-spoiler",s)}catch(e){}`;
export const EARLY_SCRIPT_HASH = "'sha256-KhwM7sME7WRs5wyyzMNz7+k6oCADVpnS+cwBHAbcrRU='";
