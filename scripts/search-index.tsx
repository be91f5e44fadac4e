/**
 * Build step: renders every searchable page of the route table in every language (the same React
 * the worker streams) and turns it into search passages: one per page section (split at <h2>)
 * and one per FAQ question. esbuild bundles this file for Node; scripts/build.ts runs it.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BUNDLED } from '../shared/bundledRecords.ts';
import { translator } from '../shared/i18n.ts';
import { LANGS, type Lang } from '../shared/languages.ts';
import { PageContextProvider, type PageContext } from '../app/context.tsx';
import { IslandCollector, IslandCollectorProvider } from '../app/hydration/Island.tsx';
import { COLLECTION_IDS, COLLECTIONS, PAGED_IDS } from '../shared/collections.ts';
import type { SiteData } from '../shared/data.ts';
import { ROUTES, type RouteDef, type RouteId } from '../shared/routes.ts';
import { PAGE_MODULES } from '../app/render.tsx';
import { bundledSource, repository } from '../worker/data/collection.ts';
import { createIndex } from '../worker/search/engine.ts';
import type { SearchDoc } from '../worker/search/options.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function text(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(Number(e[1] === 'x' || e[1] === 'X' ? `0${e.slice(1)}` : e.slice(1))) : ENTITIES[e] ?? m,
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function docType(r: RouteDef): SearchDoc['type'] {
  if (r.id === 'faq') return 'faq';
  if (r.id === 'guides' || r.parent === 'guides') return 'guide';
  // The platform pages by address: release date and pre-order sit under the platforms in navigation but are no platform.
  if (r.path === '/platforms' || r.path.startsWith('/platforms/')) return 'platform';
  return 'page';
}

// A collection's hub is found by its own title and description; its entries are indexed from the
// backend at request time.
const HUBS = new Set<RouteId>(PAGED_IDS.map((id) => COLLECTIONS[id].hub));

// Other pages with loader data (pre-order, platforms) are indexed as the bundled records render
// them: search finds their prose, which an editor's corrected price or spec does not change.
const BUNDLED_DATA: SiteData = {
  ...(Object.fromEntries(COLLECTION_IDS.map((id) => [id, repository(id, bundledSource(BUNDLED[id], id))])) as Omit<SiteData, 'search'>),
  search: () => Promise.reject(new Error('a page indexed at build time does not search')),
};
const ORIGIN = 'https://build.invalid';

async function pageElement(r: RouteDef, lang: Lang): Promise<ReactElement | null> {
  const module = PAGE_MODULES[r.id];
  if (module.kind === 'static') return <module.Page />;
  if (HUBS.has(r.id)) return null;
  const t = translator(lang);
  const outcome = await module.resolve({ lang, t, params: {}, query: {}, url: new URL(r.path, ORIGIN), origin: ORIGIN, data: BUNDLED_DATA });
  if (outcome.kind !== 'page' || outcome.status) throw new Error(`${r.path} (${lang}) did not render from the bundled records: ${outcome.kind}`);
  return outcome.page;
}

async function pageDocs(r: RouteDef, lang: Lang): Promise<SearchDoc[]> {
  const t = translator(lang);
  const ctx: PageContext = { lang, t, route: r, path: r.path, query: {}, origin: ORIGIN, assets: { css: '', client: '' } };
  const page = await pageElement(r, lang);
  if (!page) {
    // Found by its SEO keywords too, but they are no subtitle: the result shows its title and description.
    return [{ id: `${r.id}:0`, type: docType(r), path: r.path, title: t(`seo.${r.seo}.title`), section: '', text: t(`seo.${r.seo}.description`), aliases: t(`seo.${r.seo}.keywords`) }];
  }
  let html = renderToString(
    <PageContextProvider value={ctx}>
      <IslandCollectorProvider value={new IslandCollector()}>{page}</IslandCollectorProvider>
    </PageContextProvider>,
  );
  const title = text(html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '') || t(`seo.${r.seo}.title`);
  const docs: SearchDoc[] = [];
  let n = 0;
  // Each FAQ question is its own passage.
  html = html.replace(/<details\b[^>]*>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>([\s\S]*?)<\/details>/g, (_, q: string, a: string) => {
    docs.push({ id: `${r.id}:${++n}`, type: 'faq', path: r.path, title, section: text(q), text: text(a) });
    return ' ';
  });
  const parts = html.split(/(?=<h2\b)/);
  for (const part of parts) {
    const h2 = part.match(/^<h2\b([^>]*)>([\s\S]*?)<\/h2>/);
    const anchor = h2?.[1]?.match(/\bid="([^"]+)"/)?.[1];
    const body = text(h2 ? part.slice(h2[0].length) : part.replace(/<h1\b[\s\S]*?<\/h1>/, ''));
    if (!body) continue;
    docs.push({
      id: `${r.id}:${++n}`,
      type: docType(r),
      path: anchor ? `${r.path}#${anchor}` : r.path,
      title,
      section: h2 ? text(h2[2]!) : '',
      text: body,
    });
  }
  return docs;
}

/** Serialized MiniSearch index per language. */
export async function buildSearchIndexes(): Promise<Record<Lang, string>> {
  const out = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const docs = (await Promise.all(ROUTES.filter((r) => r.search).map((r) => pageDocs(r, lang)))).flat();
    out[lang] = JSON.stringify(createIndex(lang, docs));
  }
  return out;
}
