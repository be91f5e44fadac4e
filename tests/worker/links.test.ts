import { samplePath } from '../samples.ts';
import { describe, expect, it } from 'vitest';
import { LANGS, LANGUAGES } from '../../shared/languages.ts';
import { ROUTES } from '../../shared/routes.ts';
import { localizedPath } from '../../shared/paths.ts';
import { get, html } from './fetch.ts';

const PAGES = LANGUAGES.flatMap((l) => ROUTES.map((r) => localizedPath(l.code, samplePath(r))));

/** Internal link targets of a page: `<a href>` starting with one '/', fragment dropped, entities decoded. */
function internalHrefs(markup: string): string[] {
  return [...markup.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"#]*)[^"]*"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** A first segment that looks like a language code: two letters, optionally with a region or script. */
const LANG_LIKE = /^\/([a-z]{2}(?:-[a-z]+)?)(?:\/|$|\?)/i;

describe('internal links', () => {
  it('all answer 200 and never point at an unknown language prefix', { timeout: 600_000 }, async () => {
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string>();
    for (const page of PAGES) {
      const { res, body } = await html(page);
      status.set(page, res.status);
      for (const href of internalHrefs(body)) if (!linkedFrom.has(href)) linkedFrom.set(href, page);
    }

    const badPrefix = [...linkedFrom].filter(([href]) => {
      const code = href.match(LANG_LIKE)?.[1];
      return code !== undefined && !(LANGS as readonly string[]).includes(code);
    });
    expect(badPrefix.map(([href, page]) => `${href} (on ${page})`)).toEqual([]);

    // Each distinct address is fetched once: the route table's pages above, every other link here.
    for (const href of linkedFrom.keys()) {
      if (status.has(href)) continue;
      const res = await get(href);
      await res.body?.cancel();
      status.set(href, res.status);
    }
    const dead = [...status].filter(([, code]) => code !== 200).map(([url, code]) => `${url} -> ${code} (linked from ${linkedFrom.get(url) ?? 'the route table only'})`);
    expect(dead).toEqual([]);
    // No orphans: every page without parameters is linked from somewhere in its language.
    const orphans = LANGUAGES.flatMap((l) => ROUTES.filter((r) => !r.path.includes(':')).map((r) => localizedPath(l.code, r.path)));
    expect(orphans.filter((page) => !linkedFrom.has(page))).toEqual([]);
  });
});
