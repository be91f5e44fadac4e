import { withoutSpoilers } from './spoilerMarks.ts';

// A sentence ends at . ! ? followed by a space, or at the full stops of Chinese and Japanese.
const SENTENCE_END = /[.!?](?=\s)|[。！？]/u;

/**
 * An entry's one-line summary for a hub: the first sentence of its description, without any passage
 * marked as a later act's spoiler (a hub row shows no cover buttons).
 */
export function summaryOf(text: string): string {
  const plain = withoutSpoilers(text);
  const end = plain.search(SENTENCE_END);
  return end === -1 ? plain : plain.slice(0, end + 1);
}

/**
 * `text` within `max` characters: whole when it fits, else cut after its last whole word that fits
 * (between characters where there are no spaces: Chinese, Japanese), with an ellipsis.
 */
export function clip(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const words = space > cut.length / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Search engines show about this many characters of a page's description. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * An entry's meta description: its first sentence, naming the entry (one text shared by many
 * pages, as every lost flea's, describes none of them), within what search engines show.
 */
export function entryDescription(name: string, text: string): string {
  const first = summaryOf(text);
  return clip(first.includes(name) ? first : `${name}: ${first}`, DESCRIPTION_MAX_LENGTH);
}
