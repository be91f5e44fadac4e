/**
 * Reads the content folder (data, not code) into the bundle the offline site, the seed and the
 * PostgREST stand-in serve, and checks every file against the collections' schemas on the way:
 *
 *   content/data/{collection}.json        the entries, in display order: what is the same in every language
 *   content/locales/{lang}/{collection}.json  that language's texts of each entry, by slug
 *   content/locales/{lang}/glossary.json  that language's in-game names (the `name` of bosses, items, zones)
 *   content/locales/{lang}/pages.json     that language's page prose, keyed like English
 *   content/locales/{lang}/ui.json        that language's UI dictionary: exactly English's keys
 *
 * A text, an entry or a name a language lacks is not an error: the site shows English and says so,
 * and `npm run i18n:status` lists it. A value that breaks a schema is an error naming the file, the
 * entry and the field. The UI dictionaries are the exception: the worker imports them as they are, so
 * each must have every key of English's and no other (a missing or extra key is an error naming it).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { DEFAULT_LANG, LANGS, type Lang } from '../shared/languages.ts';
import { COLLECTION_IDS, COLLECTIONS, type CollectionId } from '../shared/collections.ts';
import { dictionaryProblems, englishProblems, type DictionaryTree } from '../shared/dictionarySchema.ts';
import { markProblem } from '../shared/spoilerMarks.ts';
import { stableId } from '../shared/hash.ts';
import type { EntityDef } from '../shared/schema/entity.ts';

export const CONTENT_DIR = new URL('../content/', import.meta.url);

type Texts = Record<string, unknown>;
/** A record as the bundle serves it: its columns and its texts by language. */
export type BundledRecord = Record<string, unknown> & { slug: string; translations: Partial<Record<Lang, Texts>> };
export type Prose = { [key: string]: string | Prose };

/** One language's in-game names, by collection and slug, as written; `sources` says where they come from. */
export type Glossary = { sources?: string[]; terms?: Record<string, string> } & Partial<Record<CollectionId, Record<string, string>>>;

export interface Bundle {
  collections: Record<CollectionId, BundledRecord[]>;
  glossaries: Record<Lang, Glossary>;
  pages: Record<Lang, Prose>;
}

/** Everything wrong with the content, each naming its file, entry and field. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`content/ has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

/** A JSON file of the folder `dir`: undefined when absent; a file that is not JSON is a problem. */
export function readJson(dir: URL, path: string, problems: string[]): unknown {
  const file = new URL(path, dir);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`content/${path}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * Checks `value` against `columns`, reporting unknown fields too (a misspelt one would vanish
 * silently); a field left out takes its column's default when it has one (null, an empty list).
 */
function checkFields(where: string, value: Record<string, unknown>, columns: EntityDef['columns'], problems: string[]): Record<string, unknown> {
  const out = { ...value };
  for (const name of Object.keys(value)) if (!(name in columns)) problems.push(`${where}: unknown field "${name}"`);
  for (const [name, column] of Object.entries(columns)) {
    const result = v.safeParse(column.schema, value[name]);
    if (!(name in value)) {
      if (column.generated) continue;
      if (result.success) out[name] = result.output;
      else problems.push(`${where}: field "${name}" is missing`);
      continue;
    }
    if (!result.success) problems.push(`${where}: field "${name}": ${result.issues[0].message}`);
  }
  return out;
}

// A list shown newest-created first (the encyclopaedia) is written in that order: one minute apart,
// counting back from the release.
const RELEASE = Date.UTC(2025, 8, 4, 12);
const createdAt = (index: number) => new Date(RELEASE - index * 60_000).toISOString();

function readCollection(dir: URL, id: CollectionId, glossaries: Record<Lang, Glossary>, problems: string[]): BundledRecord[] {
  const def: EntityDef = COLLECTIONS[id].schema;
  const dataPath = `data/${id}.json`;
  const data = readJson(dir, dataPath, problems) ?? [];
  if (!Array.isArray(data)) {
    problems.push(`content/${dataPath}: expected a list of entries`);
    return [];
  }
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, (readJson(dir, `locales/${lang}/${id}.json`, problems) ?? {}) as Record<string, Texts>]));
  const slugs = new Set<string>();
  // Names come from the glossary for the collections it names; every other text from the language's file.
  const named = (lang: Lang, slug: string): Texts => {
    const name = glossaries[lang][id]?.[slug] ?? glossaries[DEFAULT_LANG][id]?.[slug];
    return name === undefined ? {} : { name };
  };
  const records = data.flatMap((raw: unknown, index): BundledRecord[] => {
    const where = `content/${dataPath} [${index}]`;
    if (!isObject(raw) || typeof raw.slug !== 'string') {
      problems.push(`${where}: an entry needs a "slug"`);
      return [];
    }
    if (slugs.has(raw.slug)) problems.push(`${where}: slug "${raw.slug}" appears twice`);
    slugs.add(raw.slug);
    const record: Record<string, unknown> = { ...raw };
    // Ids and the order of creation the database would give, derived so re-seeding is stable.
    if (def.columns.id?.generated && record.id === undefined) record.id = stableId(def.table, raw.slug);
    if (def.newest === 'created_at' && record.created_at === undefined) record.created_at = createdAt(index);
    const checked = checkFields(`content/${dataPath} "${raw.slug}"`, record, def.columns, problems);
    const translations: Partial<Record<Lang, Texts>> = {};
    for (const lang of LANGS) {
      const own = texts[lang]![raw.slug];
      if (own === undefined) continue;
      const text = { ...named(lang, raw.slug), ...(own as Texts) };
      const file = `content/locales/${lang}/${id}.json "${raw.slug}"`;
      translations[lang] = checkFields(file, text, def.translations.columns, problems);
      for (const [field, value] of Object.entries(text)) {
        for (const s of [value].flat()) {
          const problem = typeof s === 'string' ? markProblem(s) : null;
          if (problem) problems.push(`${file}: field "${field}": ${problem}`);
        }
      }
    }
    checkPairs(`content/${dataPath} "${raw.slug}"`, def, checked, translations, problems);
    checkEnglish(`content/${dataPath} "${raw.slug}"`, id, checked, translations, problems);
    return [{ ...checked, slug: raw.slug, translations }];
  });
  for (const lang of LANGS) {
    for (const slug of Object.keys(texts[lang]!)) if (!slugs.has(slug)) problems.push(`content/locales/${lang}/${id}.json: "${slug}" is not an entry of content/${dataPath}`);
    for (const slug of Object.keys(glossaries[lang][id] ?? {})) if (!slugs.has(slug)) problems.push(`content/locales/${lang}/glossary.json: ${id} "${slug}" is not an entry of content/${dataPath}`);
  }
  return records;
}

/** A list that runs beside a translated list (a patch's entries beside its changes) has one item per text in every language. */
function checkPairs(where: string, def: EntityDef, record: Record<string, unknown>, translations: Partial<Record<Lang, Texts>>, problems: string[]): void {
  for (const [name, column] of Object.entries(def.columns)) {
    if (!column.pairedWith) continue;
    const items = Array.isArray(record[name]) ? record[name].length : 0;
    for (const [lang, text] of Object.entries(translations)) {
      const texts = Array.isArray(text[column.pairedWith]) ? (text[column.pairedWith] as unknown[]).length : 0;
      if (texts !== items) problems.push(`${where}: field "${name}" has ${items} item(s), but "${column.pairedWith}" in content/locales/${lang}/ has ${texts}`);
    }
  }
}

/**
 * A published entry has its English text: every language falls back to it, so an entry written only
 * in another language would be missing from the English site and from every language lacking it.
 * Drafts may be unfinished, and a collection whose rows may go without texts lets a row have none.
 */
function checkEnglish(where: string, id: CollectionId, record: Record<string, unknown>, translations: Partial<Record<Lang, Texts>>, problems: string[]): void {
  if (record.published === false || translations[DEFAULT_LANG]) return;
  const def: EntityDef = COLLECTIONS[id].schema;
  const written = Object.keys(translations);
  if (written.length === 0 && def.translations.optional) return;
  const has = written.length ? ` (it has ${written.join(', ')})` : '';
  problems.push(`${where}: a published entry needs its English text in content/locales/${DEFAULT_LANG}/${id}.json${has}`);
}

function checkGlossary(lang: Lang, glossary: unknown, problems: string[]): Glossary {
  const where = `content/locales/${lang}/glossary.json`;
  if (!isObject(glossary)) {
    problems.push(`${where}: expected an object of names by collection`);
    return {};
  }
  for (const [key, value] of Object.entries(glossary)) {
    if (key === 'sources') {
      if (!Array.isArray(value) || value.some((x) => typeof x !== 'string')) problems.push(`${where}: "sources" must be a list of texts`);
    } else if (key === 'terms') {
      // Names outside the collections that texts use (Hornet, Pharloom), by their English spelling: search finds either.
      if (!isObject(value) || Object.values(value).some((x) => typeof x !== 'string' || x.trim() === '')) problems.push(`${where}: every name of "terms" must be a text`);
    } else if (!(COLLECTION_IDS as string[]).includes(key)) problems.push(`${where}: "${key}" is not a collection`);
    else if (!isObject(value) || Object.values(value).some((x) => typeof x !== 'string' || x.trim() === '')) problems.push(`${where}: every name of "${key}" must be a text`);
  }
  return glossary as Glossary;
}

/** Another language's prose must use English's keys, with text where English has text. */
function checkProse(where: string, prose: unknown, english: Prose, problems: string[]): void {
  if (!isObject(prose)) {
    problems.push(`${where}: expected an object of texts`);
    return;
  }
  for (const [key, value] of Object.entries(prose)) {
    const expected = english[key];
    if (expected === undefined) problems.push(`${where}.${key}: not a key of content/locales/en/pages.json`);
    else if (typeof expected === 'string') {
      if (typeof value !== 'string') problems.push(`${where}.${key}: expected a text`);
    } else checkProse(`${where}.${key}`, value, expected, problems);
  }
}

/** Every language's UI dictionary against the schema built from English's (shared/dictionarySchema.ts). */
function checkDictionaries(from: URL, problems: string[]): void {
  const file = (lang: Lang) => `locales/${lang}/ui.json`;
  const report = (lang: Lang, found: string[]) => problems.push(...found.map((problem) => `content/${file(lang)}: ${problem}`));
  const english = readJson(from, file(DEFAULT_LANG), problems) ?? {};
  const own = englishProblems(english);
  report(DEFAULT_LANG, own);
  if (own.length) return;
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) report(lang, dictionaryProblems(english as DictionaryTree, readJson(from, file(lang), problems) ?? {}));
}

/** The whole content folder (`from`, content/ by default) as one bundle; throws a ContentError listing every problem. */
export function readContent(from: URL = CONTENT_DIR): Bundle {
  const problems: string[] = [];
  const glossaries = Object.fromEntries(LANGS.map((lang) => [lang, checkGlossary(lang, readJson(from, `locales/${lang}/glossary.json`, problems) ?? {}, problems)])) as Record<Lang, Glossary>;
  const collections = Object.fromEntries(COLLECTION_IDS.map((id) => [id, readCollection(from, id, glossaries, problems)])) as Bundle['collections'];
  const english = (readJson(from, 'locales/en/pages.json', problems) ?? {}) as Prose;
  const pages = Object.fromEntries(
    LANGS.map((lang) => {
      const prose = lang === DEFAULT_LANG ? english : readJson(from, `locales/${lang}/pages.json`, problems) ?? {};
      checkProse(`content/locales/${lang}/pages.json`, prose, english, problems);
      return [lang, prose as Prose];
    }),
  ) as Record<Lang, Prose>;
  checkDictionaries(from, problems);
  if (problems.length) throw new ContentError(problems);
  return { collections, glossaries, pages };
}

/** What one language lacks: entries without its text, in-game names its glossary lacks, page prose keys. */
export interface Missing {
  entries: Partial<Record<CollectionId, string[]>>;
  names: Partial<Record<CollectionId, string[]>>;
  pages: string[];
}

function proseKeys(prose: Prose, prefix = ''): string[] {
  return Object.entries(prose).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : proseKeys(value, `${prefix}${key}.`)));
}

/** Per language, what it lacks compared with English (English itself lacks nothing by definition). */
export function missingTranslations(bundle: Bundle): Record<Lang, Missing> {
  const english = new Set(proseKeys(bundle.pages[DEFAULT_LANG]));
  const englishGlossary = bundle.glossaries[DEFAULT_LANG];
  return Object.fromEntries(
    LANGS.map((lang) => {
      const glossary = bundle.glossaries[lang];
      const entries: Missing['entries'] = {};
      const names: Missing['names'] = {};
      for (const id of COLLECTION_IDS) {
        const lacking = bundle.collections[id].filter((r) => r.translations[DEFAULT_LANG] && !r.translations[lang]).map((r) => r.slug);
        if (lacking.length) entries[id] = lacking;
        const unnamed = Object.keys(englishGlossary[id] ?? {}).filter((slug) => glossary[id]?.[slug] === undefined);
        if (unnamed.length) names[id] = unnamed;
      }
      const own = new Set(proseKeys(bundle.pages[lang]));
      return [lang, { entries, names, pages: [...english].filter((k) => !own.has(k)) }];
    }),
  ) as Record<Lang, Missing>;
}

/** One published entry's texts: the languages it is written in and those it lacks. */
export interface RecordTexts {
  collection: CollectionId;
  slug: string;
  has: Lang[];
  lacks: Lang[];
}

/**
 * Every published entry with the languages of its texts, in the order of the collections and their
 * lists; a row whose collection lets it go without texts, and that has none, is not counted.
 */
export function textsPerRecord(bundle: Bundle): RecordTexts[] {
  return COLLECTION_IDS.flatMap((collection) => {
    const optional = (COLLECTIONS[collection].schema as EntityDef).translations.optional;
    return bundle.collections[collection]
      .filter((r) => r.published !== false && !(optional && Object.keys(r.translations).length === 0))
      .map((r) => ({ collection, slug: r.slug, has: LANGS.filter((l) => r.translations[l]), lacks: LANGS.filter((l) => !r.translations[l]) }));
  });
}
