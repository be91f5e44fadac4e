import { foldTerm } from './options.ts';
import type { PassageWord } from './passageWords.ts';

import type { Segment } from '../../shared/searchContract.ts';

export type { Segment };

const RADIUS = 90;

/**
 * A window of `text` around the first matched word, matched words marked. `words` are the text's
 * words (passageWords), `terms` the index terms MiniSearch matched, so typos and prefixes highlight too.
 */
export function snippet(text: string, words: readonly PassageWord[], terms: readonly string[]): Segment[] {
  const wanted = new Set(terms.map(foldTerm));
  const hits: PassageWord[] = [];
  for (const w of words) {
    // Matches past the window around the first one are not shown: the scan stops there.
    if (hits.length > 0 && w.start >= hits[0]!.start + RADIUS * 2) break;
    if (wanted.has(w.folded)) hits.push(w);
  }
  const center = hits[0]?.start ?? 0;
  const start = Math.max(0, center - RADIUS);
  const end = Math.min(text.length, center + RADIUS * 2);
  const out: Segment[] = [];
  let at = start;
  for (const { start: a, end: b } of hits) {
    if (a > at) out.push({ text: text.slice(at, a), mark: false });
    out.push({ text: text.slice(a, b), mark: true });
    at = b;
  }
  if (at < end) out.push({ text: text.slice(at, end), mark: false });
  if (start > 0) out.unshift({ text: '…', mark: false });
  if (end < text.length) out.push({ text: '…', mark: false });
  return out;
}
