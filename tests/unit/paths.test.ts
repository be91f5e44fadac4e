import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../shared/paths.ts';

const ORIGIN = 'https://silksong.test';

describe('absoluteUrl', () => {
  it('gives what URL gives for every kind of address', () => {
    const addresses = [
      '/', '/de', '/guides/boss/moss-mother', '/ja/guides/items?rarity=rare&type=tool', '/news?page=2', '/a%20b',
      '/images/og-image.png', '/a/./b', '/a/../b', '/..', '/a/b/..', '/a?', '/a b', '/é', '/a"<b>', '/a#x',
      '//evil.test/x', '/\\evil.test', '/a?q=1 2', 'https://cdn.test/cover.png',
    ];
    for (const address of addresses) {
      const query = address.indexOf('?');
      const slow = address.startsWith('/') ? new URL(ORIGIN) : new URL(address, ORIGIN);
      if (address.startsWith('/')) {
        slow.pathname = query < 0 ? address : address.slice(0, query);
        if (query >= 0) slow.search = address.slice(query);
      }
      expect(absoluteUrl(ORIGIN, address), address).toBe(slow.toString());
    }
  });

  it('keeps odd addresses on this site', () => {
    expect(absoluteUrl(ORIGIN, '//evil.test/x')).toBe('https://silksong.test//evil.test/x');
    expect(new URL(absoluteUrl(ORIGIN, '/\\evil.test')).host).toBe('silksong.test');
  });
});
