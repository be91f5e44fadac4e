import type { Options } from 'minisearch';
import type { Lang } from '../../shared/languages.ts';
import type { ResultType } from '../../shared/searchContract.ts';
import type { Act } from '../../shared/schema/enums.ts';

/** One indexed passage: a page section, an FAQ answer, a news article. */
export interface SearchDoc {
  id: string;
  type: ResultType;
  /** Unprefixed path, with a fragment when the passage has an anchor. */
  path: string;
  /** The page (or article) title. */
  title: string;
  /** The section heading within the page, if any. */
  section: string;
  text: string;
  /** The act an entry's passage spoils (the visitor's spoiler level may hide it). */
  act?: Act | null;
  /** Other names of the same thing (an entry's English name in another language's index, a hub's SEO keywords): searched, not shown. */
  aliases?: string;
}

export const STORED_FIELDS = ['type', 'path', 'title', 'section', 'text', 'act'] as const;

const segmenters = new Map<Lang, Intl.Segmenter>();

/** The language's word segmenter, made once per isolate: constructing one costs more than segmenting a passage. */
export function wordSegmenter(lang: Lang): Intl.Segmenter {
  let seg = segmenters.get(lang);
  if (!seg) segmenters.set(lang, (seg = new Intl.Segmenter(lang, { granularity: 'word' })));
  return seg;
}

/** Words by the language's own rules: Intl.Segmenter splits Chinese and Japanese, which have no spaces. */
export function tokenize(text: string, lang: Lang): string[] {
  const words: string[] = [];
  for (const s of wordSegmenter(lang).segment(text)) if (s.isWordLike) words.push(s.segment);
  return words;
}

// ASCII has nothing to decompose or fold, so most words skip the Unicode normalization.
const ASCII = /^[\x00-\x7f]*$/;

/** Lower case with Latin and Cyrillic accents folded (é -> e, ё -> е); kana marks stay. */
export function foldTerm(term: string): string {
  if (ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Index and query options, identical at build time and in the worker. */
export function searchOptions(lang: Lang): Options<SearchDoc> {
  return {
    fields: ['title', 'aliases', 'section', 'text'],
    storeFields: [...STORED_FIELDS],
    tokenize: (text) => tokenize(text, lang),
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      // Title matches first (an entry's other name as strong as its own), then section headings, then body text.
      boost: { title: 6, aliases: 6, section: 3, text: 1 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
      combineWith: 'AND',
    },
  };
}
