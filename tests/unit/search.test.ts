import { describe, expect, it } from 'vitest';
import { normalizeQuery, QUERY_MAX_LENGTH as QUERY_MAX_CHARS } from '../../shared/search.ts';
import { createIndex, search } from '../../worker/search/engine.ts';
import { foldTerm, tokenize, type SearchDoc } from '../../worker/search/options.ts';
import { snippet } from '../../worker/search/snippet.ts';

const docs: SearchDoc[] = [
  { id: '1', type: 'guide', path: '/guides/boss', title: 'Boss Guide', section: 'Moss Mother', text: 'A large moss creature guarding the Moss Grotto.' },
  { id: '2', type: 'page', path: '/release-date', title: 'Release Date', section: '', text: 'The guide to the launch: bosses appear later.' },
  { id: '3', type: 'faq', path: '/faq', title: 'FAQ', section: 'Café question', text: 'Is there a café in Pharloom?' },
];

describe('query rules', () => {
  it('trims, single-spaces, strips control characters and cuts to the limit', () => {
    expect(normalizeQuery('  boss \n\t guide  ')).toBe('boss guide');
    expect(normalizeQuery('a\u0000b\u200bc')).toBe('a b c');
    expect(normalizeQuery(undefined)).toBe('');
    expect(Array.from(normalizeQuery('丝'.repeat(500)))).toHaveLength(QUERY_MAX_CHARS);
  });
});

describe('matching', () => {
  const index = createIndex('en', docs);

  it('ranks title matches first', () => {
    expect(search([index], 'guide', 'en').map((h) => h.path)).toEqual(['/guides/boss', '/release-date']);
  });

  it('finds prefixes, typos and folded accents', () => {
    expect(search([index], 'mos', 'en')[0]!.path).toBe('/guides/boss');
    expect(search([index], 'grottto', 'en')[0]!.path).toBe('/guides/boss');
    expect(search([index], 'cafe', 'en')[0]!.path).toBe('/faq');
    expect(foldTerm('Ёлка Éclair')).toBe('елка eclair');
  });

  it('segments Chinese and Japanese into words', () => {
    expect(tokenize('空洞骑士丝之歌发售日期', 'zh').length).toBeGreaterThan(1);
    expect(tokenize('ホロウナイトの発売日', 'ja').length).toBeGreaterThan(1);
    const zh = createIndex('zh', [{ id: 'z', type: 'page', path: '/release-date', title: '发售日期', section: '', text: '游戏于2025年9月4日在全球同步发售。' }]);
    expect(search([zh], '发售', 'zh')[0]?.path).toBe('/release-date');
  });
});

describe('snippets', () => {
  it('marks matched words in a window of the text', () => {
    const segs = snippet('The guide to the launch: bosses appear later.', ['bosses'], 'en');
    expect(segs.filter((s) => s.mark).map((s) => s.text)).toEqual(['bosses']);
    expect(segs.map((s) => s.text).join('')).toBe('The guide to the launch: bosses appear later.');
  });

  it('cuts long text around the first match with ellipses', () => {
    const long = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const segs = snippet(long, ['needle'], 'en');
    expect(segs[0]!.text).toBe('…');
    expect(segs.at(-1)!.text).toBe('…');
    expect(segs.some((s) => s.mark && s.text === 'needle')).toBe(true);
  });
});
