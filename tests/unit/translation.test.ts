import { describe, expect, it } from 'vitest';
import { allInLanguage } from '../../shared/translation.ts';

const rows = [
  { slug: 'a', translations: [{ language: 'en' as const, name: 'Moss Mother' }, { language: 'de' as const, name: 'Moosmutter' }] },
  { slug: 'b', translations: [{ language: 'de' as const, name: 'Nur Deutsch' }] },
];

describe('allInLanguage', () => {
  it('puts a list in a language once per list and language, and a replaced list anew', () => {
    const de = allInLanguage(rows, 'de');
    expect(de.map((r) => r.name)).toEqual(['Moosmutter', 'Nur Deutsch']);
    expect(allInLanguage(rows, 'de')).toBe(de);
    // English: the row without English (or the language asked for) is skipped.
    expect(allInLanguage(rows, 'en').map((r) => r.name)).toEqual(['Moss Mother']);
    // An edit replaces the list (a new array from the backend): its text shows at once.
    const edited = [{ ...rows[0]!, translations: [{ language: 'de' as const, name: 'Moos-Mutter' }] }];
    expect(allInLanguage(edited, 'de').map((r) => r.name)).toEqual(['Moos-Mutter']);
  });

  it('shares frozen lists, so no request can change what another reads', () => {
    expect(Object.isFrozen(allInLanguage(rows, 'fr'))).toBe(true);
  });
});
