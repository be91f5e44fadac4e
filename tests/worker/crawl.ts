// One walk of the site for the tests that read every page: the route table in every language and
// every address those pages link to, each fetched once per test file however many tests read it
// (a file runs in its own isolate, so the tests that share the walk live in one file).
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { LANGS, LANGUAGES, type Language } from '../../shared/languages.ts';
import { PAGED_IDS } from '../../shared/collections.ts';
import { entryPath } from '../../shared/routes.ts';
import { localizedPath } from '../../shared/paths.ts';
import { ROUTES, type RouteDef } from '../../shared/routes.ts';
import { samplePath } from '../samples.ts';
import { html } from './fetch.ts';
import { crawlTimeout } from './timeouts.ts';

/** What the site-wide tests read of a page, kept instead of its markup (a walk visits thousands). */
export interface Visited {
  readonly status: number;
  readonly contentType: string | null;
  /** `<html lang>`. */
  readonly lang: string | undefined;
  readonly title: string | undefined;
  /** Every `<link>` as an attribute map (canonical, alternates). */
  readonly links: Record<string, string>[];
  /** Internal link targets: `<a href>` starting with one '/', fragment dropped, entities decoded. */
  readonly hrefs: string[];
}

const visits = new Map<string, Promise<Visited>>();

/** `path` as a crawler gets it, fetched once per test file. */
export function visit(path: string): Promise<Visited> {
  let visited = visits.get(path);
  if (!visited) {
    visited = html(path).then(({ res, body, doc }) => ({
      status: res.status,
      contentType: res.headers.get('content-type'),
      lang: doc.tags('html')[0]?.lang,
      title: doc.text('title')[0],
      links: doc.tags('link'),
      hrefs: [...body.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"#]*)[^"]*"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    }));
    visits.set(path, visited);
  }
  return visited;
}

/** Each route of the table in each language, with its sample slug. */
export const ROUTE_PAGES: readonly { lang: Language; route: RouteDef; path: string }[] = LANGUAGES.flatMap((lang) =>
  ROUTES.map((route) => ({ lang, route, path: localizedPath(lang.code, samplePath(route)) })),
);

/** Every route of the table, every entry and article, a later news page and the 404 page, in every language. */
export const SITE_PAGES: readonly string[] = (() => {
  const entries = PAGED_IDS.flatMap((id) => BUNDLED[id].map((r) => entryPath(id, r.slug)));
  const paths = [...new Set([...ROUTES.map(samplePath), ...entries, '/news?page=2', '/no-such-page'])];
  return LANGS.flatMap((lang) => paths.map((path) => localizedPath(lang, path)));
})();

/** The time limit of a test that walks the site: about every page once. */
export const WALK_TIMEOUT = crawlTimeout(SITE_PAGES.length);

export interface Walk {
  /** Every page visited: the route table's, then each address they link to. */
  readonly pages: ReadonlyMap<string, Visited>;
  /** Each linked address and the first route-table page linking it. */
  readonly linkedFrom: ReadonlyMap<string, string>;
}

let walked: Promise<Walk> | undefined;

/** The route table's pages in every language and every address they link to, visited once. */
export function walk(): Promise<Walk> {
  walked ??= (async () => {
    const pages = new Map<string, Visited>();
    const linkedFrom = new Map<string, string>();
    for (const { path } of ROUTE_PAGES) {
      const page = await visit(path);
      pages.set(path, page);
      for (const href of page.hrefs) if (!linkedFrom.has(href)) linkedFrom.set(href, path);
    }
    for (const href of linkedFrom.keys()) if (!pages.has(href)) pages.set(href, await visit(href));
    return { pages, linkedFrom };
  })();
  return walked;
}
