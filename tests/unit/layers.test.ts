/// <reference types="vite/client" />
// Who may import whom (DESIGN.md), checked on the sources themselves rather than by goodwill.
import { describe, expect, it } from 'vitest';
import { COLLECTION_IDS } from '../../shared/collections.ts';

type Sources = Record<string, string>;
const raw = (files: Record<string, unknown>): Sources => files as Sources;
const WORKER = raw(import.meta.glob(['../../worker/**/*.ts', '../../worker/**/*.tsx'], { query: '?raw', import: 'default', eager: true }));
const APP = raw(import.meta.glob(['../../app/**/*.ts', '../../app/**/*.tsx'], { query: '?raw', import: 'default', eager: true }));
const SHARED = raw(import.meta.glob(['../../shared/**/*.ts'], { query: '?raw', import: 'default', eager: true }));
// content/ is data (JSON, Markdown): any code there is a mistake, so only the file names are read.
const CONTENT_CODE = Object.keys(import.meta.glob(['../../content/**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}']));
const SCRIPTS = raw(import.meta.glob(['../../scripts/**/*.ts', '../../scripts/**/*.tsx'], { query: '?raw', import: 'default', eager: true }));

/** Every module a file imports (static imports and re-exports), resolved against the repository root. */
function imports(file: string, source: string): { target: string; typeOnly: boolean }[] {
  const dir = file.replace(/\/[^/]+$/, '');
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)].map((m) => {
    const spec = m[2]!;
    if (!spec.startsWith('.')) return { target: spec, typeOnly: Boolean(m[1]) };
    const parts = `${dir}/${spec}`.split('/');
    const out: string[] = [];
    for (const p of parts) {
      if (p === '..') out.pop();
      else if (p !== '.') out.push(p);
    }
    return { target: out.join('/').replace(/^(\.\.\/)*/, ''), typeOnly: Boolean(m[1]) };
  });
}

const edges = (files: Sources) => Object.entries(files).flatMap(([file, source]) => imports(file, source).map((i) => ({ file: file.replace(/^(\.\.\/)+/, ''), ...i })));

describe('dependency rule', () => {
  it('finds the sources it checks', () => {
    for (const files of [WORKER, APP, SHARED]) expect(Object.keys(files).length).toBeGreaterThan(5);
  });

  it('worker/ reaches React only through the rendering seam', () => {
    const intoApp = edges(WORKER).filter((e) => e.target.startsWith('app/'));
    expect(new Set(intoApp.map((e) => e.target))).toEqual(new Set(['app/render.tsx']));
    // Only the stream renderer itself touches React (renderToReadableStream); no worker file has JSX.
    expect(edges(WORKER).filter((e) => /^react(-dom)?(\/|$)/.test(e.target) && e.file !== 'worker/documentStream.ts')).toEqual([]);
    expect(Object.keys(WORKER).filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('only the rendering seam knows the list of page modules; the rest reads routes from shared/', () => {
    const importers = edges(APP).filter((e) => e.target === 'app/routes/index.tsx');
    expect(importers.map((e) => e.file)).toEqual(['app/render.tsx']);
  });

  it('app/ never imports worker/', () => {
    expect(edges(APP).filter((e) => e.target.startsWith('worker/'))).toEqual([]);
  });

  it('shared/ imports no React, Hono or Supabase, and nothing from app/ or worker/', () => {
    const bad = edges(SHARED).filter((e) => /^(react|react-dom|hono|@supabase)/.test(e.target) || /^(app|worker)\//.test(e.target));
    expect(bad).toEqual([]);
  });

  it('content/ is data: it holds no code (languages, lookups, readers and types live in shared/)', () => {
    expect(CONTENT_CODE).toEqual([]);
  });
});

// Where edge or script code names one collection because the product names it, not the registry.
const NAMES_A_COLLECTION: Readonly<Record<string, { ids: readonly string[]; why: string }>> = {
  'worker/seo/feeds.ts': { ids: ['news'], why: 'the RSS feed is a feed of the news (SPEC: each language has an RSS feed of its news)' },
};

const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;
const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** The collection ids `source` names as a string literal (`'news'`) or a property (`data.news`), comments aside. */
function collectionsNamed(source: string): string[] {
  const code = source.replace(COMMENT, '$1');
  const literals = new Set([...code.matchAll(STRING)].map((m) => m[0].slice(1, -1)));
  const properties = new Set([...code.replace(STRING, "''").matchAll(/\.\s*([A-Za-z_$][\w$]*)/g)].map((m) => m[1]!));
  return COLLECTION_IDS.filter((id) => literals.has(id) || properties.has(id));
}

describe('edge and script code iterate the registry', () => {
  it('finds the sources it checks, and a named collection when there is one', () => {
    expect(Object.keys(SCRIPTS).length).toBeGreaterThan(5);
    expect(collectionsNamed("const x = data.bosses.list(); // items\nread('zones')")).toEqual(['bosses', 'zones']);
  });

  it('names no particular collection in worker/ or scripts/ (DESIGN: one declaration of the site)', () => {
    const named = Object.entries({ ...WORKER, ...SCRIPTS }).flatMap(([path, source]) => {
      const file = path.replace(/^(\.\.\/)+/, '');
      const allowed = NAMES_A_COLLECTION[file]?.ids ?? [];
      return collectionsNamed(source)
        .filter((id) => !allowed.includes(id))
        .map((id) => `${file}: ${id}`);
    });
    expect(named).toEqual([]);
  });
});
