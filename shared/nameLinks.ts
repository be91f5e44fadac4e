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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Names in alphabetic scripts match whole words only ("Lace" not in "Necklace"); Chinese and Japanese have no spaces between words.
const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}]/u;
function pattern(name: string): string {
  const before = ALPHABETIC.test(name) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = ALPHABETIC.test(name.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return `${before}${escape(name)}${after}`;
}

/**
 * Splits a text at the first mention of each named entry. Longer names are tried first, so "Lost
 * Lace" links Lost Lace rather than Lace; names of two characters or fewer are left alone.
 */
export function nameLinker(entries: readonly NamedPath[]): (text: string) => LinkedPart[] {
  const byName = new Map(entries.filter((e) => e.name.length > 2).map((e) => [e.name, e] as const));
  if (byName.size === 0) return (text) => [{ text }];
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const matcher = new RegExp(names.map(pattern).join('|'), 'gu');
  return (text) => {
    const parts: LinkedPart[] = [];
    const seen = new Set<string>();
    let at = 0;
    for (const m of text.matchAll(matcher)) {
      if (seen.has(m[0])) continue;
      seen.add(m[0]);
      if (m.index > at) parts.push({ text: text.slice(at, m.index) });
      parts.push({ text: m[0], to: byName.get(m[0])! });
      at = m.index + m[0].length;
    }
    if (at < text.length) parts.push({ text: text.slice(at) });
    return parts;
  };
}
