import type { ProgressId } from './collections.ts';
import type { Act } from './schema/enums.ts';

/*
 * What the companion keeps in the visitor's browser (never on the server: every page stays one
 * cached document for everyone): how far they have played, and what they have done.
 */

/** How far the visitor has played: acts after it are hidden; 'all' hides nothing. */
export type SpoilerLevel = Act | 'all';
/** The level as kept: null until the visitor chooses, which hides later acts as Act 1 does, except the page's own subject. */
export type ChosenLevel = SpoilerLevel | null;
export const SPOILER_LEVELS: readonly SpoilerLevel[] = [1, 2, 3, 'all'];

/**
 * A collection whose entries a player ticks off (`progress: true` in the registry). The browser's code
 * never lists them: it keeps whatever kinds the pages name, so a new one needs nothing here.
 */
export type ProgressKind = ProgressId;

/** Whether players tick an entry off: every entry of a ticked collection, but an item that says it is not (a currency, a kind of collectible). */
export const isTicked = (row: { tracked?: boolean }): boolean => row.tracked !== false;

/** The local storage key, also the `format` of an exported file. */
export const COMPANION_KEY = 'silksong-companion';

/** Dismissing the first visit's question keeps it away for the rest of the visit (session storage). */
export const ASKED_KEY = `${COMPANION_KEY}-asked`;

/**
 * Runs in the head before anything paints, so a name beyond the visitor's level never shows, not
 * even for a frame. It marks the document as scripted (`js`: controls only a script can work show
 * from the first paint, without shifting the page when the bundle arrives), with the level the
 * stylesheet hides acts by, and, until the visitor has chosen one, with `unchosen` (later acts hidden
 * as at Act 1, but never the page's own subject) and `data-spoiler-ask` (the question shows). It
 * also marks every control the visitor changes before the page's scripts run (`data-touched`), so
 * they can keep that choice rather than overwrite it with the saved state, and reveals a hidden
 * thing when its button is pressed (focus moving to what was revealed, since the button is gone):
 * the buttons paint with the page, so they work from then on, not from when the bundle arrives.
 * A function, so its variables are not globals. Inline (the page cache serves one document, so it cannot carry a per-visitor nonce): the policy
 * allows it by its hash, EARLY_SCRIPT_HASH, which a test holds to this text.
 */
export const EARLY_SCRIPT = `(function(){var d=document.documentElement,s;d.classList.add("js");addEventListener("change",function(e){e.target.setAttribute("data-touched","")},true);addEventListener("click",function(e){var c=e.target.closest&&e.target.closest("[data-reveal]"),p=c&&c.parentNode,b,f;if(!p)return;p.setAttribute("data-revealed","");b=p.querySelector(":scope>.spoiler-body");f=b.querySelector("a,button,input,select,summary")||b;if(f===b)b.tabIndex=-1;f.focus()});try{s=JSON.parse(localStorage.getItem("${COMPANION_KEY}")).spoiler}catch(e){}if(s===1||s===2||s===3)d.setAttribute("data-spoiler",s);else if(s!=="all"){d.setAttribute("data-spoiler","unchosen");try{sessionStorage.getItem("${ASKED_KEY}")||d.setAttribute("data-spoiler-ask","")}catch(e){}}})()`;
export const EARLY_SCRIPT_HASH = "'sha256-BVv8GT3riOPKjzuYAdMdd+tBtPTzrmaevDXPG5YEcAg='";
