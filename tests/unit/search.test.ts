import { describe, expect, it } from 'vitest';
import { normalizeQuery, QUERY_MAX_LENGTH as QUERY_MAX_CHARS } from '../../shared/searchContract.ts';
import { createIndex, searchIndexes as search } from '../../worker/search/engine.ts';
import { foldTerm, tokenize, type SearchDoc } from '../../worker/search/options.ts';
import { passageWords, wordsOf } from '../../worker/search/passageWords.ts';
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
    expect(foldTerm('Moss GROTTO')).toBe('moss grotto');
  });

  it('segments Chinese and Japanese into words', () => {
    expect(tokenize('空洞骑士丝之歌发售日期', 'zh').length).toBeGreaterThan(1);
    expect(tokenize('ホロウナイトの発売日', 'ja').length).toBeGreaterThan(1);
    const zh = createIndex('zh', [{ id: 'z', type: 'page', path: '/release-date', title: '发售日期', section: '', text: '游戏于2025年9月4日在全球同步发售。' }]);
    expect(search([zh], '发售', 'zh')[0]?.path).toBe('/release-date');
  });
});

describe('snippets', () => {
  const snippetOf = (text: string, terms: string[], lang: 'en' | 'ja' = 'en') => snippet(text, passageWords(text, lang), terms);

  it('marks matched words in a window of the text', () => {
    const segs = snippetOf('The guide to the launch: bosses appear later.', ['bosses']);
    expect(segs.filter((s) => s.mark).map((s) => s.text)).toEqual(['bosses']);
    expect(segs.map((s) => s.text).join('')).toBe('The guide to the launch: bosses appear later.');
  });

  it('marks words with folded accents and in languages without spaces', () => {
    expect(snippetOf('Un Café à Pharloom', ['cafe']).filter((s) => s.mark).map((s) => s.text)).toEqual(['Café']);
    const ja = snippetOf('ホーネットはボスと戦う', [foldTerm('ボス')], 'ja');
    expect(ja.filter((s) => s.mark).map((s) => s.text)).toEqual(['ボス']);
  });

  it('cuts long text around the first match with ellipses', () => {
    const long = `${'word '.repeat(100)}needle ${'tail '.repeat(100)}`;
    const segs = snippetOf(long, ['needle']);
    expect(segs[0]!.text).toBe('…');
    expect(segs.at(-1)!.text).toBe('…');
    expect(segs.some((s) => s.mark && s.text === 'needle')).toBe(true);
  });

  it('marks every match inside the window, and none past it', () => {
    const text = `needle ${'word '.repeat(10)}needle ${'tail '.repeat(60)}needle`;
    const segs = snippetOf(text, ['needle']);
    expect(segs.filter((s) => s.mark)).toHaveLength(2);
    expect(segs.at(-1)!.text).toBe('…');
  });

  it('reads a passage once per index, and a new index anew', () => {
    const first = createIndex('en', docs);
    const words = wordsOf(first, '2', 'en');
    expect(wordsOf(first, '2', 'en')).toBe(words);
    expect(words.map((w) => w.folded)).toEqual(['the', 'guide', 'to', 'the', 'launch', 'bosses', 'appear', 'later']);
    // An edited passage comes with a new index (a replaced list builds one): its words are read again.
    const edited = createIndex('en', [{ ...docs[1]!, text: 'Bosses come first.' }]);
    expect(wordsOf(edited, '2', 'en').map((w) => w.folded)).toEqual(['bosses', 'come', 'first']);
    expect(search([edited], 'bosses', 'en')[0]!.snippet.map((s) => s.text).join('')).toBe('Bosses come first.');
  });
});
