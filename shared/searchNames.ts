import texts from '../dist/content.js';
import { COLLECTION_IDS } from './collections.ts';
import { DEFAULT_LANG, type Lang } from './languages.ts';

/*
 * A query in English finds what the page's language calls the same thing: "hornet" on the Russian
 * site also searches for Хорнет. The names come from the glossaries: every entry's name, and the
 * names outside the collections that texts use (`terms`: Hornet, Pharloom, Hallownest).
 */

type Names = Readonly<Record<string, string>>;
type Glossary = { terms?: Names } & Partial<Record<string, Names | string[]>>;
const GLOSSARIES = (texts as { glossaries: unknown }).glossaries as Record<Lang, Glossary>;

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

type Spelling = readonly [RegExp, string];

/**
 * Each English name (folded, as a whole-word pattern made once) with the language's own spelling, where
 * the two differ; longest names first, so "Great Conchflies" wins over a shorter name inside it.
 */
function namesOf(lang: Lang): readonly Spelling[] {
  const own = GLOSSARIES[lang] ?? {};
  const english = GLOSSARIES[DEFAULT_LANG] ?? {};
  const pairs = new Map<string, string>(Object.entries(own.terms ?? {}).map(([en, local]) => [fold(en), local]));
  for (const id of COLLECTION_IDS) {
    const ours = own[id];
    const theirs = english[id];
    if (!ours || !theirs || Array.isArray(ours) || Array.isArray(theirs)) continue;
    for (const [slug, local] of Object.entries(ours)) {
      const en = theirs[slug];
      if (en && fold(en) !== fold(local)) pairs.set(fold(en), local);
    }
  }
  const escape = (en: string) => en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...pairs]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([en, local]) => [new RegExp(`(^|[^\\p{L}\\p{N}])${escape(en)}(?=$|[^\\p{L}\\p{N}])`, 'gu'), local] as const);
}

const perLang = new Map<Lang, readonly Spelling[]>();

/**
 * The query with each English name it contains (whole words) spelled as the language spells it, or
 * null when it names none; English's own pages need no second spelling.
 */
export function localSpelling(query: string, lang: Lang): string | null {
  if (lang === DEFAULT_LANG) return null;
  let names = perLang.get(lang);
  if (!names) perLang.set(lang, (names = namesOf(lang)));
  let rest = fold(query);
  let changed = false;
  for (const [word, local] of names) {
    const next = rest.replace(word, (_, before: string) => `${before} ${local} `);
    changed ||= next !== rest;
    rest = next;
  }
  return changed ? rest.replace(/\s+/g, ' ').trim() : null;
}
