/**
 * Build steps that are not wrangler's: the content bundle (content/ checked and joined), the client entry with one chunk per island (esbuild),
 * the stylesheet (UnoCSS over app/), the search index per language, static files, the offline page
 * per language, the service worker, the web app manifest per language, and dist/manifest.json naming
 * the hashed files and the build (the page cache's key carries it).
 * Run with Node 22 (type stripping): `node scripts/build.ts`.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { build, transform } from 'esbuild';
import { createGenerator } from '@unocss/core';
import type { SiteBuild } from '../app/sw/offlinePages.ts';
import { manifestPath, webManifest } from '../app/document/webManifest.ts';
import { LANGS, type Lang } from '../shared/languages.ts';
import { ROUTES, routeQuery } from '../shared/routes.ts';
import { SERVICE_WORKER_PATH } from '../shared/serviceWorker.ts';
import unoConfig from './uno.config.ts';
import { readContent } from './content.ts';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'dist/client');
const production = process.env.NODE_ENV !== 'development';

async function files(dir: string, ext: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && ext.test(e.name)).map((e) => join(e.parentPath, e.name));
}

/** Writes `content` as `assets/{name}-{hash}.{ext}` and returns its address. */
async function writeHashed(name: string, ext: string, content: string): Promise<string> {
  const file = `assets/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${ext}`;
  await writeFile(join(out, file), content);
  return `/${file}`;
}

/** Bundles a build step that renders React (Node runs no TSX) for Node, and imports it. */
async function importBundled<T>(entry: string): Promise<T> {
  const outfile = join(root, 'dist/.build', basename(entry).replace(/\.tsx$/, '.mjs'));
  await build({
    entryPoints: [join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'warning',
  });
  return (await import(outfile)) as T;
}

/** The client entry's address and every script it may load (the entry and its chunks). */
async function buildClient(): Promise<{ entry: string; scripts: string[] }> {
  const result = await build({
    entryPoints: { client: join(root, 'app/client.ts') },
    outdir: join(out, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: production,
    sourcemap: production ? false : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.entries(result.metafile.outputs);
  const address = (file: string) => `/${relative(out, join(root, file))}`;
  const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('app/client.ts'));
  if (!entry) throw new Error('client entry missing from esbuild output');
  return { entry: address(entry[0]), scripts: outputs.map(([file]) => file).filter((f) => f.endsWith('.js')).map(address) };
}

async function buildCss(): Promise<string> {
  const uno = await createGenerator(unoConfig);
  const sources = await files(join(root, 'app'), /\.(tsx|ts)$/);
  const code = (await Promise.all(sources.map((f) => readFile(f, 'utf8')))).join('\n');
  const { css } = await uno.generate(code, { preflights: true });
  const base = await readFile(join(root, 'app/styles/base.css'), 'utf8');
  const { code: min } = await transform(`${css}\n${base}`, { loader: 'css', minify: true });
  return writeHashed('styles', 'css', min);
}

/**
 * The content folder, checked against the schemas. The texts pages render from (page prose,
 * glossaries) become a module of the worker; the collections' published records become a hashed
 * static file the worker reads once per isolate (so the worker stays small as content grows); every
 * record, drafts included, becomes a module for the tests. A string parsed once is cheaper to start
 * than the same data as object literals; each module's type is declared beside it, so the type
 * checker does not infer one from megabytes of data.
 */
async function buildContent(): Promise<string> {
  const { collections, ...texts } = readContent();
  const module = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
  await writeFile(join(root, 'dist/content.js'), module(texts));
  await writeFile(join(root, 'dist/content.d.ts'), 'declare const texts: { glossaries: unknown; pages: unknown };\nexport default texts;\n');
  await writeFile(join(root, 'dist/records.js'), module(collections));
  await writeFile(join(root, 'dist/records.d.ts'), 'declare const records: unknown;\nexport default records;\n');
  const published = Object.fromEntries(Object.entries(collections).map(([id, records]) => [id, records.filter((r) => r.published !== false)]));
  return writeHashed('records', 'json', JSON.stringify(published));
}

/** Renders the searchable pages (scripts/search-index.tsx) into one index file per language. */
async function buildSearch(): Promise<Record<string, string>> {
  const { buildSearchIndexes } = await importBundled<{ buildSearchIndexes: () => Promise<Record<string, string>> }>('scripts/search-index.tsx');
  const files: Record<string, string> = {};
  for (const [lang, json] of Object.entries(await buildSearchIndexes())) files[lang] = await writeHashed(`search-${lang}`, 'json', json);
  return files;
}

/**
 * The offline page of each language (scripts/offline-pages.tsx), content-hashed like the bundles, so
 * a service worker can only ever hold its own build's. Its address is the file's without `.html`:
 * Static Assets answers the `.html` one with a redirect, and a redirected answer cannot stand in for
 * a page the browser navigated to.
 */
async function buildOfflinePages(css: string): Promise<Record<Lang, string>> {
  const { renderOfflinePages } = await importBundled<{ renderOfflinePages: (css: string) => Record<Lang, string> }>('scripts/offline-pages.tsx');
  const pages = renderOfflinePages(css);
  const files = await Promise.all(LANGS.map(async (lang) => [lang, (await writeHashed(`offline-${lang}`, 'html', pages[lang])).replace(/\.html$/, '')]));
  return Object.fromEntries(files) as Record<Lang, string>;
}

/** The service worker at the site root, told what its build is (app/sw/offlinePages.ts). */
async function buildServiceWorker(site: SiteBuild): Promise<void> {
  await build({
    entryPoints: [join(root, 'app/sw/serviceWorker.ts')],
    outfile: join(out, SERVICE_WORKER_PATH),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: production,
    define: { SITE_BUILD: JSON.stringify(site) },
    logLevel: 'warning',
  });
}

/** The web app manifest of each language, at that language's prefix. */
async function buildWebManifests(): Promise<void> {
  for (const lang of LANGS) {
    const file = join(out, manifestPath(lang));
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(file, JSON.stringify(webManifest(lang)));
  }
}

// The query parameters any page reads as free text (app/sw/offlinePages.ts).
const FREE_TEXT_PARAMS = [...new Set(ROUTES.flatMap((r) => Object.entries(routeQuery(r)).filter(([, rule]) => rule === 'text').map(([name]) => name)))];

// One id per source state: any change to the code, the content or the dependencies is a new build,
// so a deploy never serves pages cached by the previous one.
async function buildId(): Promise<string> {
  const hash = createHash('sha256');
  const sources = (await Promise.all(['app', 'worker', 'shared', 'content', 'public'].map((d) => files(join(root, d), /./)))).flat().sort();
  for (const file of [...sources, join(root, 'package-lock.json')]) hash.update(relative(root, file)).update(await readFile(file));
  return hash.digest('hex').slice(0, 12);
}

await rm(join(root, 'dist'), { recursive: true, force: true });
await mkdir(join(out, 'assets'), { recursive: true });
await cp(join(root, 'public'), out, { recursive: true });
const records = await buildContent();
const [client, css, search, buildHash] = await Promise.all([buildClient(), buildCss(), buildSearch(), buildId(), buildWebManifests()]);
const offline = await buildOfflinePages(css);
await buildServiceWorker({ build: buildHash, precache: [css, ...client.scripts, ...Object.values(offline)], offline, freeTextParams: FREE_TEXT_PARAMS });
await writeFile(join(root, 'dist/manifest.json'), `${JSON.stringify({ client: client.entry, css, search, records, offline, build: buildHash }, null, 2)}\n`);
console.log(`built ${client.entry} ${css} + ${Object.keys(search).length} search indexes, ${SERVICE_WORKER_PATH} precaching ${client.scripts.length} scripts`);
