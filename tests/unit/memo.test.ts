import { describe, expect, it, vi } from 'vitest';
import { memoByList } from '../../shared/memo.ts';

describe('memoByList', () => {
  it('makes a value once per list object and key', () => {
    const make = vi.fn((list: readonly string[], lang: string) => list.map((s) => `${lang}:${s}`));
    const memo = memoByList(make);
    const list = ['a', 'b'];
    expect(memo(list, 'fr')).toEqual(['fr:a', 'fr:b']);
    expect(memo(list, 'fr')).toBe(memo(list, 'fr'));
    expect(memo(list, 'de')).toEqual(['de:a', 'de:b']);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('goes by identity: a new list (changed data) is made again, an equal one too', () => {
    const make = vi.fn((list: readonly string[]) => list.length);
    const memo = memoByList(make);
    const first = ['a'];
    memo(first, 'en');
    expect(memo(['a', 'b'], 'en')).toBe(2);
    memo(['a'], 'en');
    expect(make).toHaveBeenCalledTimes(3);
    memo(first, 'en');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps at most `limit` keys per list, the least recently used going first', () => {
    const make = vi.fn((_: object, key: string) => key);
    const memo = memoByList(make, 2);
    const list = {};
    memo(list, 'a');
    memo(list, 'b');
    memo(list, 'a'); // now the most recent
    memo(list, 'c'); // 'b' goes
    expect(make).toHaveBeenCalledTimes(3);
    memo(list, 'a');
    expect(make).toHaveBeenCalledTimes(3);
    memo(list, 'b');
    expect(make).toHaveBeenCalledTimes(4);
    // Each list has its own bound.
    memo({}, 'a');
    expect(make).toHaveBeenCalledTimes(5);
  });
});
