import { describe, expect, it, vi } from 'vitest';
import { fillPath, ROUTES } from '../../shared/routes.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { LANGS } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { samplePath } from '../samples.ts';
import { html } from './fetch.ts';

// Search results show about this many characters of a title; the rest is cut off.
const MAX = 70;

const { bosses: BOSS_RECORDS, items: ITEM_RECORDS, collectibles: COLLECTIBLE_RECORDS, zones: ZONE_RECORDS, trailers: TRAILER_RECORDS, news: NEWS } = BUNDLED;

const entries = [
  ...BOSS_RECORDS.map((r) => `/guides/boss/${r.slug}`),
  ...ITEM_RECORDS.map((r) => `/guides/items/${r.slug}`),
  ...COLLECTIBLE_RECORDS.map((r) => `/guides/collectibles/${r.slug}`),
  ...ZONE_RECORDS.map((r) => `/guides/map/${r.slug}`),
  ...TRAILER_RECORDS.map((r) => `/trailers/${r.slug}`),
  ...NEWS.map((n) => fillPath('/news/:slug', { slug: n.slug })),
];

/** Every route of the table, every entry and article, a later news page and the 404 page. */
const paths = [...new Set([...ROUTES.map(samplePath), ...entries, '/news?page=2', '/no-such-page'])];

describe('page titles', () => {
  it(`keep the rendered <title> within ${MAX} characters, site name included, in every language`, { timeout: 300_000 }, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const long: string[] = [];
    let seen = 0;
    for (const lang of LANGS) {
      for (const path of paths) {
        const url = localizedPath(lang, path);
        const { doc } = await html(url);
        const title = doc.text('title')[0]!;
        seen++;
        expect(title.trim().length, url).toBeGreaterThan(0);
        if ([...title].length > MAX) long.push(`${[...title].length} ${url}: ${title}`);
      }
    }
    expect(seen).toBe(LANGS.length * paths.length);
    expect(long).toEqual([]);
  });
});
