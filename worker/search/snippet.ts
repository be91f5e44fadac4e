import type { Lang } from '../../content/languages.ts';
import { foldTerm } from './options.ts';

import type { Segment } from '../../shared/search.ts';

export type { Segment };

const RADIUS = 90;

/**
 * A window of `text` around the first matched word, matched words marked. `terms` are the
 * index terms MiniSearch matched (already folded), so typos and prefixes highlight too.
 */
export function snippet(text: string, terms: readonly string[], lang: Lang): Segment[] {
  const wanted = new Set(terms.map(foldTerm));
  const seg = new Intl.Segmenter(lang, { granularity: 'word' });
  const hits: [number, number][] = [];
  for (const s of seg.segment(text)) {
    if (s.isWordLike && wanted.has(foldTerm(s.segment))) hits.push([s.index, s.index + s.segment.length]);
  }
  const center = hits[0]?.[0] ?? 0;
  const start = Math.max(0, center - RADIUS);
  const end = Math.min(text.length, center + RADIUS * 2);
  const out: Segment[] = [];
  let at = start;
  for (const [a, b] of hits) {
    if (b <= start || a >= end) continue;
    if (a > at) out.push({ text: text.slice(at, a), mark: false });
    out.push({ text: text.slice(Math.max(a, at), b), mark: true });
    at = b;
  }
  if (at < end) out.push({ text: text.slice(at, end), mark: false });
  if (start > 0) out.unshift({ text: '…', mark: false });
  if (end < text.length) out.push({ text: '…', mark: false });
  return out;
}

