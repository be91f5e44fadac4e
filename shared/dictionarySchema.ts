import * as v from 'valibot';

/** A UI dictionary as its file holds it (content/locales/{lang}/ui.json): texts by key, in nested sections. */
export interface DictionaryTree {
  readonly [key: string]: string | DictionaryTree;
}

/** English's dictionary, which defines the keys: any nesting of sections whose leaves are texts. */
const TREE: v.GenericSchema<DictionaryTree> = v.record(v.string(), v.union([v.string(), v.lazy(() => TREE)], 'expected a text or a section of texts'));

/** The `{{name}}` parameters a text fills in (as rosetta reads them), sorted and listed once. */
function parameters(text: string): string {
  return [...new Set([...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1]!))].sort().join(', ');
}

/** Another language's text where English has `english`: a text with the same parameters; empty only where English's is. */
function textSchema(english: string): v.GenericSchema<string> {
  if (english === '') return v.literal('', 'expected an empty text, as English has');
  const wanted = parameters(english);
  return v.pipe(
    v.string('expected a text'),
    v.nonEmpty('expected a text, found an empty one'),
    v.check((text) => parameters(text) === wanted, `expected the parameters English fills in: ${wanted ? `{{${wanted.split(', ').join('}}, {{')}}}` : 'none'}`),
  );
}

/** The schema a language's dictionary must meet: exactly English's keys, nested as in English, each leaf a text. */
export function dictionarySchema(english: DictionaryTree): v.GenericSchema<DictionaryTree> {
  const entries = Object.fromEntries(Object.entries(english).map(([key, value]) => [key, typeof value === 'string' ? textSchema(value) : dictionarySchema(value)]));
  return v.strictObject(entries, (issue) => (issue.received === 'undefined' ? 'missing: English has this key' : issue.expected === 'never' ? 'not a key of English' : 'expected a section of texts'));
}

const report = (issues: v.GenericIssue[] | undefined): string[] => (issues ?? []).map((issue) => `${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`);

/** What is wrong with English's own file, which defines the keys: it may only hold texts, in sections. */
export function englishProblems(english: unknown): string[] {
  return report(v.safeParse(TREE, english, { abortEarly: false }).issues);
}

/** Every way another language's `dictionary` departs from English's, as `key: problem` (dotted, as `t()` takes keys). */
export function dictionaryProblems(english: DictionaryTree, dictionary: unknown): string[] {
  return report(v.safeParse(dictionarySchema(english), dictionary, { abortEarly: false }).issues);
}
