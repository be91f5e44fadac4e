import { describe, expect, it } from 'vitest';
import { nameLinker } from '../../shared/nameLinks.ts';
import { summaryOf } from '../../shared/summary.ts';

const entries = [
  { name: 'Lace', path: '/guides/boss/lace' },
  { name: 'Lost Lace', path: '/guides/boss/lost-lace', act: 3 as const },
  { name: 'Deep Docks', path: '/guides/map/deep-docks' },
  { name: '深坞', path: '/zh/guides/map/deep-docks' },
  { name: 'Ox', path: '/too-short' },
];
const link = nameLinker(entries);
const linked = (text: string) => link(text).flatMap((p) => (p.to ? [`${p.text}->${p.to.path}`] : []));

describe('names in running text', () => {
  it('links the first mention of each name, the longer name where two overlap', () => {
    expect(linked('Lost Lace waits; Lace fought in the Deep Docks. Lace again, Deep Docks again.')).toEqual([
      'Lost Lace->/guides/boss/lost-lace',
      'Lace->/guides/boss/lace',
      'Deep Docks->/guides/map/deep-docks',
    ]);
  });

  it('keeps every character of the text, in order', () => {
    const text = 'Before Lace, between Deep Docks and after.';
    expect(link(text).map((p) => p.text).join('')).toBe(text);
  });

  it('matches whole words in alphabetic scripts, anywhere in Chinese', () => {
    expect(linked('A Necklace and Laced boots.')).toEqual([]);
    expect(linked('在深坞的尽头')).toEqual(['深坞->/zh/guides/map/deep-docks']);
  });

  it('leaves alphabetic names of two letters or fewer alone', () => {
    expect(linked('An Ox.')).toEqual([]);
  });

  it('returns a text without names as one part', () => {
    expect(link('Nothing here.')).toEqual([{ text: 'Nothing here.' }]);
  });
});

describe('one-line summaries', () => {
  it('keep the first sentence, without a marked later-act passage', () => {
    expect(summaryOf('Lace is a duelist. She returns later.')).toBe('Lace is a duelist.');
    expect(summaryOf('Lace is fast[act 3] and is the final boss[/act]. More.')).toBe('Lace is fast.');
    expect(summaryOf('蕾丝是决斗者。她会回来。')).toBe('蕾丝是决斗者。');
    expect(summaryOf('No full stop')).toBe('No full stop');
  });
});
