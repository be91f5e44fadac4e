import type { Act } from './schema/enums.ts';

/*
 * Names of the encyclopaedia's entries found in running text become links to those entries, so an
 * editor writes "Lace" and the page links Lace's entry: the glossary's names are the only list.
 */

/** An entry's name in one language and the unprefixed path of its page. */
export interface NamedPath {
  name: string;
  path: string;
  act?: Act | null;
}

export interface LinkedPart {
  text: string;
  /** The entry this passage names; absent for the text between names. */
  to?: NamedPath;
}

// Names in alphabetic scripts match whole words only ("Lace" not in "Necklace"); Chinese and Japanese have no spaces between words.
const WORD_CHAR = /[\p{L}\p{N}]/u;
const ALPHABETIC = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;

interface Name {
  entry: NamedPath;
  /** Whether a letter or digit may not touch the name before it, after it. */
  wordStart: boolean;
  wordEnd: boolean;
}

/** Where `name` next stands on its own in `text`, from `from`; -1 when it does not. */
function find(text: string, n: Name, from: number): number {
  const { name } = n.entry;
  for (let at = text.indexOf(name, from); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = at > 0 && n.wordStart && WORD_CHAR.test(text[at - 1]!);
    const after = n.wordEnd && at + name.length < text.length && WORD_CHAR.test(text[at + name.length]!);
    if (!before && !after) return at;
  }
  return -1;
}

/**
 * Splits a text at the first mention of each named entry. Where two names overlap the earlier wins,
 * and the longer at the same place, so "Lost Lace" links Lost Lace rather than Lace; names of two
 * letters or fewer are left alone. A search per name (not one pattern of all of them): a text
 * is short and names are many.
 */
export function nameLinker(entries: readonly NamedPath[]): (text: string) => LinkedPart[] {
  // Two letters make no name worth linking in an alphabetic script; two characters do in Chinese (深坞).
  const long = (e: NamedPath) => e.name.length > (ALPHABETIC.test(e.name[0] ?? '') ? 2 : 1);
  const names: Name[] = [...new Map(entries.filter(long).map((e) => [e.name, e] as const)).values()].map((entry) => ({
    entry,
    wordStart: ALPHABETIC.test(entry.name[0]!),
    wordEnd: ALPHABETIC.test(entry.name.at(-1)!),
  }));
  return (text) => {
    const found: { at: number; n: Name }[] = [];
    for (const n of names) {
      const at = find(text, n, 0);
      if (at !== -1) found.push({ at, n });
    }
    if (found.length === 0) return [{ text }];
    const parts: LinkedPart[] = [];
    let cursor = 0;
    while (found.length > 0) {
      found.sort((a, b) => a.at - b.at || b.n.entry.name.length - a.n.entry.name.length);
      const next = found.shift()!;
      if (next.at < cursor) {
        // It overlapped a name already linked: its next mention, if any, takes its place.
        const again = find(text, next.n, cursor);
        if (again !== -1) found.push({ at: again, n: next.n });
        continue;
      }
      if (next.at > cursor) parts.push({ text: text.slice(cursor, next.at) });
      parts.push({ text: next.n.entry.name, to: next.n.entry });
      cursor = next.at + next.n.entry.name.length;
    }
    if (cursor < text.length) parts.push({ text: text.slice(cursor) });
    return parts;
  };
}
