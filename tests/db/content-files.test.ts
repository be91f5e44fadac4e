// The content folder is data a translator edits: every file is checked against the schemas, with
// messages that name the file, the entry and the field, and a missing translation is reported, not an error.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentError, missingTranslations, readContent, textsPerRecord } from '../../scripts/content.ts';

let copy: string | undefined;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

/** A copy of content/ with `edit` applied to some of its JSON files. */
function contentWith(edits: Record<string, (json: any) => unknown>): URL {
  copy = mkdtempSync(join(tmpdir(), 'content-'));
  cpSync(CONTENT_DIR, copy, { recursive: true });
  for (const [path, edit] of Object.entries(edits)) {
    const file = join(copy, path);
    writeFileSync(file, JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8')))));
  }
  return pathToFileURL(`${copy}/`);
}

function problems(dir: URL): string[] {
  try {
    readContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('content/ as data', () => {
  it('reads every collection, glossary and page prose without a problem', () => {
    const bundle = readContent();
    expect(bundle.collections.bosses.find((b) => b.slug === 'lace')?.translations.de?.name).toBe(bundle.glossaries.de.bosses?.lace);
    expect(bundle.pages.fr).toBeTypeOf('object');
  });

  it('names the file, the entry and the field of every value a schema refuses', () => {
    const dir = contentWith({
      'data/bosses.json': (list) => list.map((b: any) => (b.slug === 'lace' ? { ...b, act: 7, colour: 'red' } : b)),
      'locales/de/bosses.json': (texts) => ({ ...texts, widow: { ...texts.widow, strategy: 42 }, 'no-such-boss': { description: 'x' } }),
      'locales/fr/pages.json': (prose) => ({ ...prose, home: { ...prose.home, launch: 12 }, extra: 'x' }),
      'data/items.json': (list) => [...list, { ...list[0] }],
      'locales/ru/glossary.json': (g) => ({ ...g, bosess: {}, zones: { ...g.zones, bellhart: '' } }),
    });
    expect(problems(dir)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/data\/bosses\.json "lace": field "act": /),
        'content/data/bosses.json "lace": unknown field "colour"',
        expect.stringMatching(/^content\/locales\/de\/bosses\.json "widow": field "strategy": /),
        'content/locales/de/bosses.json: "no-such-boss" is not an entry of content/data/bosses.json',
        'content/locales/fr/pages.json.home.launch: expected an object of texts',
        'content/locales/fr/pages.json.extra: not a key of content/locales/en/pages.json',
        expect.stringMatching(/^content\/data\/items\.json \[\d+\]: slug "[a-z-]+" appears twice$/),
        'content/locales/ru/glossary.json: "bosess" is not a collection',
        'content/locales/ru/glossary.json: every name of "zones" must be a text',
      ]),
    );
  });

  it('refuses malformed spoiler marks in any text, naming the file, entry and field', () => {
    const dir = contentWith({
      'locales/ja/bosses.json': (texts) => ({ ...texts, lace: { ...texts.lace, description: '[act 3]unclosed' } }),
      'locales/en/zones.json': (texts) => ({ ...texts, bellhart: { ...texts.bellhart, features: ['fine [act 2]ok[/act]', '[act 1]no act one[/act]'] } }),
      'locales/fr/bosses.json': (texts) => ({ ...texts, widow: { ...texts.widow, strategy: '[act 3]a\n\nb[/act]' } }),
    });
    const found = problems(dir);
    expect(found).toHaveLength(3);
    expect(found).toEqual(expect.arrayContaining([
      expect.stringMatching(/^content\/locales\/en\/zones\.json "bellhart": field "features": malformed spoiler mark "\[act 1\]"/),
      expect.stringMatching(/^content\/locales\/fr\/bosses\.json "widow": field "strategy": malformed spoiler mark "\[act 3\]"/),
      expect.stringMatching(/^content\/locales\/ja\/bosses\.json "lace": field "description": malformed spoiler mark "\[act 3\]"/),
    ]));
  });

  it("keeps a patch's entries beside its changes: one item per change in every language", () => {
    const dir = contentWith({
      'data/patches.json': (list) => list.map((p: any) => (p.slug === 'patch-2' ? { ...p, change_entries: [...p.change_entries, 'bosses/lace'] } : p)),
      'locales/es/patches.json': (texts) => ({ ...texts, 'patch-1': { ...texts['patch-1'], changes: texts['patch-1'].changes.slice(1) } }),
    });
    expect(problems(dir)).toEqual([
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/en/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/es/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/pt/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/fr/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/de/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/zh/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/ja/ has 1',
      'content/data/patches.json "patch-2": field "change_entries" has 2 item(s), but "changes" in content/locales/ru/ has 1',
      'content/data/patches.json "patch-1": field "change_entries" has 7 item(s), but "changes" in content/locales/es/ has 6',
    ]);
  });

  // English is every language's fallback: a published entry without it would be missing from the
  // English site and from every language that lacks its own text.
  it('holds every published entry of every collection to its English text; a draft may lack it', () => {
    const dir = contentWith({
      'locales/en/news.json': ({ 'meet-hornet': _published, 'hollow-knight-look-back': _draft, ...rest }) => rest,
      'locales/en/zones.json': ({ bellhart: _bellhart, ...rest }) => rest,
    });
    const others = 'es, pt, fr, de, zh, ja, ru';
    expect(problems(dir)).toEqual([
      `content/data/news.json "meet-hornet": a published entry needs its English text in content/locales/en/news.json (it has ${others})`,
      `content/data/zones.json "bellhart": a published entry needs its English text in content/locales/en/zones.json (it has ${others})`,
    ]);
  });

  it('lets a row of a collection whose rows may go without texts have none, but not only some', () => {
    const dir = contentWith({ 'locales/en/preorder_variants.json': (texts) => Object.fromEntries(Object.entries(texts).slice(1)) });
    const [first] = Object.keys(JSON.parse(readFileSync(new URL('locales/en/preorder_variants.json', CONTENT_DIR), 'utf8')));
    expect(problems(dir)).toEqual([expect.stringMatching(new RegExp(`^content/data/preorder_variants\\.json "${first}": a published entry needs its English text`))]);
  });

  it('reports a file that is not JSON instead of failing on it', () => {
    copy = mkdtempSync(join(tmpdir(), 'content-'));
    cpSync(CONTENT_DIR, copy, { recursive: true });
    writeFileSync(join(copy, 'locales/ja/zones.json'), '{ "moss-grotto": ');
    expect(problems(pathToFileURL(`${copy}/`))).toEqual([expect.stringMatching(/^content\/locales\/ja\/zones\.json: not valid JSON/)]);
  });

  it('lets an entry, a name or a text ship in English first, and lists what each language lacks', () => {
    const dir = contentWith({
      'locales/de/bosses.json': ({ lace: _lace, ...rest }) => rest,
      'locales/pt/glossary.json': (g) => ({ ...g, zones: Object.fromEntries(Object.entries(g.zones).filter(([slug]) => slug !== 'bellhart')) }),
      'locales/ja/pages.json': (prose) => ({ ...prose, home: { ...prose.home, launch: {} } }),
    });
    const bundle = readContent(dir);
    const lace = bundle.collections.bosses.find((b) => b.slug === 'lace')!;
    expect(lace.translations.de).toBeUndefined();
    expect(lace.translations.en).toBeDefined();
    // A text without its language's name keeps the English one.
    expect(bundle.collections.zones.find((z) => z.slug === 'bellhart')!.translations.pt!.name).toBe(bundle.glossaries.en.zones!.bellhart);
    const missing = missingTranslations(bundle);
    expect(missing.de.entries).toEqual({ bosses: ['lace'] });
    expect(missing.pt.names).toEqual({ zones: ['bellhart'] });
    expect(missing.ja.pages).toEqual(['home.launch.text']);
    expect(missing.es).toEqual({ entries: {}, names: {}, pages: [] });
    // Per entry: which languages each published entry lacks, counting every collection.
    expect(textsPerRecord(bundle).filter((r) => r.lacks.length)).toEqual([
      { collection: 'bosses', slug: 'lace', has: ['en', 'es', 'pt', 'fr', 'zh', 'ja', 'ru'], lacks: ['de'] },
    ]);
  });
});
