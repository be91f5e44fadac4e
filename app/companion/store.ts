import { ASKED_KEY, COMPANION_KEY, SPOILER_LEVELS, type ChosenLevel, type SpoilerLevel } from '../../shared/companion.ts';
import { isSlug } from '../../shared/slug.ts';

/*
 * The companion's saved state in local storage, and the same shape as an exported file. Entries
 * are kept by slug, so a renamed, reordered or removed entry never costs the visitor what they
 * ticked; `version` lets a later shape read this one. Version 2 added `spoiler: null`, a level the
 * visitor has not chosen yet (version 1 always had one, 'all' by default).
 */

const VERSION = 2;

export interface Saved {
  spoiler: ChosenLevel;
  /** Ticked slugs by collection: whatever collections the pages name (the browser keeps no list of them). */
  done: Readonly<Record<string, readonly string[]>>;
}

interface Stored extends Saved {
  format: typeof COMPANION_KEY;
  version: typeof VERSION;
}

export const EMPTY: Saved = { spoiler: null, done: {} };

/** A collection's id as the registry spells them (`bosses`, `collectibles`). */
const isKind = (k: string) => /^[a-z][A-Za-z]{0,40}$/.test(k);

/** Every tick as `kind/slug`. */
export const tickKeys = (done: Saved['done']): string[] => Object.entries(done).flatMap(([k, slugs]) => slugs.map((slug) => `${k}/${slug}`));

/** What a file (or the stored text) turned out to be. */
export type Parsed = { kind: 'ok'; saved: Saved } | { kind: 'corrupt' } | { kind: 'foreign' } | { kind: 'newer' };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads a saved state strictly: anything but this site's format, in a version it knows, changes nothing. */
export function parseSaved(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'corrupt' };
  }
  if (!isObject(value) || value.format !== COMPANION_KEY) return { kind: 'foreign' };
  if (typeof value.version !== 'number' || value.version > VERSION) return { kind: 'newer' };
  const spoiler = value.spoiler === null ? null : SPOILER_LEVELS.find((l) => l === value.spoiler);
  const done = value.done;
  if (spoiler === undefined || !isObject(done)) return { kind: 'corrupt' };
  const lists = Object.entries(done);
  if (lists.some(([k, l]) => !isKind(k) || !Array.isArray(l) || !l.every(isSlug))) return { kind: 'corrupt' };
  return { kind: 'ok', saved: { spoiler, done: Object.fromEntries(lists.map(([k, l]) => [k, [...new Set(l as string[])]])) } };
}

export function serialize(saved: Saved): string {
  const stored: Stored = { format: COMPANION_KEY, version: VERSION, ...saved };
  return JSON.stringify(stored);
}

/** The saved state, or the empty one when there is none, storage is unavailable or what is there cannot be read. */
export function load(): Saved {
  try {
    const text = localStorage.getItem(COMPANION_KEY);
    const parsed = text === null ? null : parseSaved(text);
    return parsed?.kind === 'ok' ? parsed.saved : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Saves and tells every control on the page; false when the browser refuses to store. */
export function save(saved: Saved): boolean {
  let stored = true;
  try {
    localStorage.setItem(COMPANION_KEY, serialize(saved));
  } catch {
    stored = false;
  }
  document.dispatchEvent(new CustomEvent(CHANGED, { detail: saved }));
  return stored;
}

/** Dispatched on `document` after every change (and by another tab's change, see `watchOtherTabs`). */
export const CHANGED = 'companion:change';

/** Another tab's change reaches this one through the storage event. */
export function watchOtherTabs(): void {
  addEventListener('storage', (e) => {
    if (e.key === COMPANION_KEY) document.dispatchEvent(new CustomEvent(CHANGED, { detail: load() }));
  });
}

/** What a level hides: one not chosen yet hides later acts as Act 1 does. */
export const shownLevel = (level: ChosenLevel): SpoilerLevel => level ?? 1;

/** Applies a spoiler level to the document at once, as the head's early script does on load. */
export function applySpoiler(level: ChosenLevel): void {
  const html = document.documentElement;
  if (level === 'all') html.removeAttribute('data-spoiler');
  else html.setAttribute('data-spoiler', level === null ? 'unchosen' : String(level));
  if (level !== null) html.removeAttribute('data-spoiler-ask');
}

/** The first visit's question, dismissed without an answer: not asked again during this visit. */
export function dismissQuestion(): void {
  try {
    sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    // A browser that keeps nothing asks again on the next page.
  }
  document.documentElement.removeAttribute('data-spoiler-ask');
}
