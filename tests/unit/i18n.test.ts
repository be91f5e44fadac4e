import { describe, expect, it } from 'vitest';
import { dictionaryProblems, englishProblems } from '../../shared/dictionarySchema.ts';
import { DICTIONARIES, translate, type Dict, type Key } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { PAGES, prose } from '../../shared/prose.ts';

function leaves(obj: object, prefix = ''): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v as object, `${prefix}${k}.`),
  );
}

// Proper nouns and codes that are the same in every language.
const SAME_EVERYWHERE = new Set([
  '', '404', 'Silksong', 'Silksong Hub', 'Hollow Knight: Silksong', 'Steam', 'PlayStation', 'Xbox', 'Nintendo Switch',
  'Nintendo Switch 2', 'PC', 'Game Pass', 'Deluxe', 'Japan', 'Sea of Sorrow', 'macOS', 'Windows (Steam, GOG)',
  // Hours and minutes as unit symbols, written the same way in several languages.
  '{{hours}} h {{minutes}} min',
  // A label made of placeholders and a colon ("Defeated: Lace").
  '{{state}}: {{name}}',
]);

// Words that are spelled the same in a language and in English (cognates and loanwords), by language.
const SAME_WORD: Partial<Record<string, readonly string[]>> = {
  es: ['Material', 'No', 'Extra', 'Extras', 'Shakra'],
  pt: ['Material', 'Trailers', 'Trailer', 'Item', 'Extra', 'Extras', 'Shakra', 'Memento'],
  fr: ['Sources', 'Version', 'Boss', 'Mini-boss', 'Extra', 'Extras', 'Shakra', 'Journal', 'Phases', 'Phase {{phase}}'],
  de: ['Material', 'Optional', 'Video: {{title}}', 'Version', 'Boss', 'Trailer', 'Sprint', 'Extra', 'Extras', 'Shakra', 'Memento', 'Journal', 'Phase {{phase}}'],
};

// In-game names (bosses, their locations, items, areas) stay English where a language's official
// name could not be confirmed: they are proper nouns of the game.
const IN_GAME_NAME = /^guides\.(boss|items|map)\.[^.]+\.(name|location)$/;

/** Per language, the keys whose text is still the English one (beyond the allow-lists). */
function copiesOfEnglish(records: Record<Lang, object>, lang: Lang): string[] {
  const other = new Map(leaves(records[lang]));
  return leaves(records.en)
    .filter(([k, v]) => other.get(k) === v && !SAME_EVERYWHERE.has(v) && !SAME_WORD[lang]?.includes(v) && !IN_GAME_NAME.test(k))
    .map(([k]) => k);
}

// The UI dictionaries (content/locales/{lang}/ui.json) and the page prose (content/locales/{lang}/pages.json) obey the same rules.
for (const [name, records] of [['dictionaries', DICTIONARIES], ['page prose', PAGES]] as const) {
  describe(name, () => {
    it('are real translations: no value equals English outside the proper-noun allow-list', () => {
      for (const lang of LANGS.filter((l) => l !== 'en')) expect(copiesOfEnglish(records, lang), lang).toEqual([]);
    });

    it('have the same keys in every language', () => {
      const keys = leaves(records.en).map(([k]) => k);
      for (const lang of LANGS) expect(leaves(records[lang]).map(([k]) => k), lang).toEqual(keys);
    });
  });
}

describe('the dictionary schema built from English', () => {
  const english = DICTIONARIES.en;
  const edited = (edit: (dict: { nav: Record<string, unknown>; site: Record<string, unknown> }) => void) => {
    const dict = structuredClone(DICTIONARIES.de) as unknown as Parameters<typeof edit>[0];
    edit(dict);
    return dictionaryProblems(english, dict);
  };

  it('holds every language: English only texts in sections, the others exactly its keys', () => {
    expect(englishProblems(english)).toEqual([]);
    for (const lang of LANGS.filter((l) => l !== 'en')) expect(dictionaryProblems(english, DICTIONARIES[lang]), lang).toEqual([]);
  });

  it('names a missing key, an extra key, an empty text and a text that is not one', () => {
    expect(edited((d) => delete d.nav.faq)).toEqual(['nav.faq: missing: English has this key']);
    expect(edited((d) => (d.nav.extra = 'Extra'))).toEqual(['nav.extra: not a key of English']);
    expect(edited((d) => (d.site.name = ''))).toEqual(['site.name: expected a text, found an empty one']);
    expect(edited((d) => (d.site.name = { short: 'Hub' }))).toEqual(['site.name: expected a text']);
  });

  it("wants English's {{parameters}}, no more and no fewer", () => {
    const dict = structuredClone(DICTIONARIES.de);
    dict.companion.save.imported = 'Fortschritt importiert.';
    expect(dictionaryProblems(english, dict)).toEqual(['companion.save.imported: expected the parameters English fills in: {{count}}']);
    dict.companion.save.imported = '{{count}} von {{total}}';
    expect(dictionaryProblems(english, dict)).toHaveLength(1);
  });
});

describe('translate', () => {
  it('looks up the requested language', () => {
    expect(translate('de', 'nav.systemRequirements')).toBe(DICTIONARIES.de.nav.systemRequirements);
  });

  it('falls back to English, then to the key itself', () => {
    const de = DICTIONARIES.de as { nav: Partial<Dict['nav']> };
    const saved = de.nav.faq;
    delete de.nav.faq;
    try {
      expect(translate('de', 'nav.faq')).toBe('FAQ');
    } finally {
      de.nav.faq = saved;
    }
    expect(translate('de', 'nav.nothing' as Key)).toBe('nav.nothing');
  });
});

describe('prose', () => {
  it('looks up the requested language and fills placeholders', () => {
    expect(prose('de')('release.timeline.release.text', { date: 'X' })).toBe(PAGES.de.release.timeline.release.text.replace('{{date}}', 'X'));
  });
});
