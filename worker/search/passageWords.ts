import type { Lang } from '../../shared/languages.ts';
import { foldTerm, wordSegmenter } from './options.ts';

/** A word of a passage as the index reads it (folded), and where it stands in the text. */
export interface PassageWord {
  folded: string;
  start: number;
  end: number;
}

/** The words of `text`, split and folded as the index splits and folds them. */
export function passageWords(text: string, lang: Lang): PassageWord[] {
  const words: PassageWord[] = [];
  for (const s of wordSegmenter(lang).segment(text)) {
    if (s.isWordLike) words.push({ folded: foldTerm(s.segment), start: s.index, end: s.index + s.segment.length });
  }
  return words;
}

// Segmenting and folding the passages a search shows was most of its time, and a passage's words
// depend on its text alone: each passage of an index is read once while the index lives (an index
// never changes a document, a new list builds a new index), whatever the query.
const read = new WeakMap<object, Map<string, readonly PassageWord[]>>();

/** The words of document `id` of `index`, whose text is `text`. */
export function wordsOf(index: object, id: string, text: string, lang: Lang): readonly PassageWord[] {
  let ofIndex = read.get(index);
  if (!ofIndex) read.set(index, (ofIndex = new Map()));
  let words = ofIndex.get(id);
  if (!words) ofIndex.set(id, (words = passageWords(text, lang)));
  return words;
}
