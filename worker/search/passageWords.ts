import { LANGS, type Lang } from '../../shared/languages.ts';
import { memoByList } from '../../shared/memo.ts';
import type { SearchIndex } from './engine.ts';
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
const PASSAGES_KEPT = 8192;
const read = new Map(
  LANGS.map((lang) => [lang, memoByList((index: SearchIndex, id: string) => Object.freeze(passageWords(String(index.getStoredFields(id)?.text ?? ''), lang)), PASSAGES_KEPT)] as const),
);

/** The words of document `id` of `index` (an index of language `lang`). */
export function wordsOf(index: SearchIndex, id: string, lang: Lang): readonly PassageWord[] {
  return read.get(lang)!(index, id);
}
