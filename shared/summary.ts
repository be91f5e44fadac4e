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
