import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages.ts';
import { ROUTES } from '../../shared/routes.ts';
import { get, ORIGIN } from './fetch.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const { bosses: BOSS_RECORDS, items: ITEM_RECORDS, trailers: TRAILER_RECORDS, zones: ZONE_RECORDS } = BUNDLED;
import type { Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';

describe('sitemap and robots', () => {
  it('lists every sitemap route in every language with its alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const r of ROUTES.filter((x) => x.sitemap)) {
      expect(locs).toContain(`${ORIGIN}${r.path}`);
      expect(locs).toContain(`${ORIGIN}/zh${r.path === '/' ? '' : r.path}`);
    }
    const urls = xml.split('<url>').slice(1);
    // Pages of the route table exist in every language (articles only in theirs: tests/worker/news.test.ts).
    for (const u of urls.filter((x) => !x.includes('/news/'))) expect(u.match(/<xhtml:link /g)).toHaveLength(LANGUAGES.length + 1);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/guides/map"/>`);
    // Non-canonical aliases stay out: /system-requirements is canonical to /platforms.
    expect(locs).not.toContain(`${ORIGIN}/system-requirements`);
  });

  it('points robots.txt at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('sitemap of the encyclopaedia', () => {
  it('lists every entry in every language it is written in, with those alternates only', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const urls = xml.split('<url>').slice(1);
    const lists = [
      ['/guides/boss', BOSS_RECORDS],
      ['/guides/items', ITEM_RECORDS],
      ['/guides/map', ZONE_RECORDS],
      ['/trailers', TRAILER_RECORDS],
    ] as const;
    for (const [base, records] of lists) {
      for (const r of records) {
        const langs = Object.keys(r.translations) as Lang[];
        for (const lang of langs) {
          const loc = `${ORIGIN}${localizedPath(lang, `${base}/${r.slug}`)}`;
          const url = urls.find((u) => u.startsWith(`<loc>${loc}</loc>`));
          expect(url, loc).toBeDefined();
          expect(url!.match(/<xhtml:link /g), loc).toHaveLength(langs.length + 1);
        }
      }
    }
  });
});
