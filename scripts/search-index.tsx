/**
 * Build step: renders every searchable page of the route table in every language (the same React
 * the worker streams) and turns it into search passages: one per page section (split at <h2>)
 * and one per FAQ question. esbuild bundles this file for Node; scripts/build.ts runs it.
 */
import { renderToString } from 'react-dom/server';
import { translator } from '../content/i18n/index.ts';
import { LANGS, type Lang } from '../content/languages.ts';
import { PageContextProvider, type PageContext } from '../app/context.tsx';
import { IslandCollector, IslandCollectorProvider } from '../app/hydration/Island.tsx';
import { ROUTES, type RouteDef } from '../shared/routes.ts';
import { PAGES } from '../app/render.tsx';
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
  if (r.id === 'platforms' || r.parent === 'platforms') return 'platform';
  return 'page';
}

function pageDocs(r: RouteDef, lang: Lang): SearchDoc[] {
  const t = translator(lang);
  const ctx: PageContext = { lang, t, route: r, path: r.path, query: {}, origin: 'https://build.invalid', assets: { css: '', client: '' } };
  // A page with loader data (a hub) is found by its own title and description; its entries are
  // indexed from the backend at request time.
  const module = PAGES[r.id];
  if (module.kind !== 'static') {
    return [{ id: `${r.id}:0`, type: docType(r), path: r.path, title: t(`seo.${r.seo}.title`), section: t(`seo.${r.seo}.keywords`), text: t(`seo.${r.seo}.description`) }];
  }
  const Page = module.Page;
  let html = renderToString(
    <PageContextProvider value={ctx}>
      <IslandCollectorProvider value={new IslandCollector()}>
        <Page />
      </IslandCollectorProvider>
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
export function buildSearchIndexes(): Record<Lang, string> {
  const out = {} as Record<Lang, string>;
  for (const lang of LANGS) {
    const docs = ROUTES.filter((r) => r.search).flatMap((r) => pageDocs(r, lang));
    out[lang] = JSON.stringify(createIndex(lang, docs));
  }
  return out;
}
