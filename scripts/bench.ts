/**
 * `npm run bench`: the production worker bundle (minified, NODE_ENV=production) in workerd under
 * `wrangler dev`, measured from this machine's loopback at the runtime itself, behind the proxy
 * `wrangler dev` adds for live reload (see scripts/worker-server.ts: that proxy rewrites and
 * recompresses HTML only, a development-only cost).
 * - per page: HTML bytes (raw, gzip) and the JS and CSS bytes (gzip) a real Chromium loads;
 * - SSR requests per second of pages next to a trivial route of the same worker (robots.txt),
 *   measured alternately in several rounds of the same run, with the median of the rounds'
 *   ratios (two shared cores drift; alternating cancels the drift); news pages come from a local stand-in for
 *   Supabase (scripts/fake-postgrest.ts) through the edge cache, warm after the warm-up. Rendering
 *   is measured with `Accept-Encoding: identity`: a rendered page leaves the worker uncompressed
 *   and Cloudflare's front line compresses it, which workerd's local entry emulates in this same
 *   process (about 0.6 ms for the 48 KB item hub); the entry pages and the item hub are shown with gzip too.
 *   Requests come from a light load generator (keep-alive connections, bodies read, not decoded);
 * - time to first byte against total time of news pages on a cold cache while that backend
 *   takes 500 ms to answer: the list's shell (with skeletons) must stream before its data;
 * - whole pages from the page cache: requests per second of cached pages against the trivial
 *   route, sequential latency against a static asset, and the same pages rendered (uncached);
 * - the worker bundle's gzip size;
 * - the game-save import: its chunk's gzip size (the save records travel in /progress's HTML) and
 *   how long Chromium takes to decode and apply a 1 MB save, from choosing the file to the ticks saved.
 * Budgets are checked here (not in tests): the run ends with a list of them and fails if one is missed.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startFakePostgrest } from './fake-postgrest.ts';
import { saveFile } from './game-save-file.ts';
import { startWorker } from './worker-server.ts';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const PAGES = [
  '/', '/release-date', '/platforms', '/platforms/steam', '/preorder', '/guides', '/guides/boss',
  '/news', '/news/meet-hornet', '/faq', '/search?q=hornet', '/ja/guides/map', '/does-not-exist',
  '/guides/boss/moss-mother', '/guides/items/silkspear', '/ja/guides/map/moss-grotto', '/trailers', '/trailers/release-trailer',
  '/guides/items', '/guides/collectibles', '/guides/collectibles/mask-shard-bone-bottom', '/progress',
];
// The encyclopaedia's hubs: each at most this much HTML (gzip), however many entries the collections hold.
const HUBS = ['/guides/boss', '/guides/items', '/guides/collectibles', '/ja/guides/map', '/guides/wishes', '/guides/journal', '/ja/guides/journal', '/guides/benches', '/guides/maps', '/guides/extras', '/guides/people'];
const HUB_GZIP_BUDGET = 30 * 1024;
// Rendered on every request: a parameter every page reads as free text (a newsletter form's outcome
// box, here naming no box) keeps a page out of the page cache; any unknown one is redirected.
const UNCACHED = '?box=bench';
// Search results are never cached: they need no parameter to stay uncached.
const SEARCH = '/search?q=hornet';
const JA_SEARCH = '/ja/search?q=%E3%83%9C%E3%82%B9';
const RPS_ROUTES = [
  '/robots.txt', `/${UNCACHED}`, `/guides/boss${UNCACHED}`, `/news${UNCACHED}`, `/news/meet-hornet${UNCACHED}`, SEARCH, JA_SEARCH,
  `/guides/boss/moss-mother${UNCACHED}`, `/guides/map/moss-grotto${UNCACHED}`, `/guides/items${UNCACHED}`,
  `/guides/collectibles${UNCACHED}`, `/ja/guides/map${UNCACHED}`, `/guides/items/silkspear${UNCACHED}`, `/guides/collectibles/mask-shard-bone-bottom${UNCACHED}`,
  `/guides/journal${UNCACHED}`, `/ja/guides/journal${UNCACHED}`, `/guides/benches${UNCACHED}`, `/guides/wishes${UNCACHED}`,
  `/guides/maps${UNCACHED}`, `/guides/extras${UNCACHED}`, `/guides/people${UNCACHED}`,
];
const CACHED_ROUTES = ['/', '/news/meet-hornet', '/guides/boss/moss-mother'];
const SEQUENTIAL = 300;
const WORKER_GZIP_BUDGET = 1024 * 1024;
const BACKEND_DELAY_MS = 500;
const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
// The import's own code, loaded only once a visitor hands /progress a file; and its time for a 1 MB save.
const IMPORT_CHUNK_GZIP_BUDGET = 8 * 1024;
const IMPORT_MS_BUDGET = 300;

/**
 * Milliseconds the page spends on a 1 MB save on /progress, in Chromium: from the file input's change
 * to what was read on screen (decoding and reading), plus from the click on "Replace my ticks" to the
 * ticks saved and shown (applying); timed in the page, so the automation's own click delay is not
 * counted. The first run also fetches the import's chunk; the median is of the runs after it.
 */
async function importTime(base: string): Promise<{ first: number; median: number; records: number }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`${base}/progress`, { waitUntil: 'networkidle' });
  await page.locator('input[data-save-input]:enabled').waitFor();
  const file = { name: 'user1.dat', mimeType: 'application/octet-stream', buffer: saveFile({ playerData: { hasDash: true, act2Started: true, silk: 1 } }, 1024 * 1024) };
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    await page.evaluate(() => {
      const w = window as unknown as { bench: { spent: number; since: number } };
      w.bench = { spent: 0, since: 0 };
      const start = () => (w.bench.since = performance.now());
      const stop = () => (w.bench.spent += performance.now() - w.bench.since);
      document.querySelector('input[data-save-input]')!.addEventListener('change', start, { capture: true, once: true });
      document.querySelector('[data-save-apply="replace"]')!.addEventListener('click', start, { capture: true, once: true });
      // What was read is on screen: the panel shows; the ticks are saved and shown: the status says so.
      const read = document.querySelector<HTMLElement>('[data-save-read]')!;
      const status = document.querySelector<HTMLElement>('[data-save-import-status]')!;
      const shown = new MutationObserver(() => {
        if (!read.hidden) (stop(), shown.disconnect());
      });
      shown.observe(read, { attributes: true, attributeFilter: ['hidden'] });
      const applied = new MutationObserver(() => {
        if (/\d/.test(status.textContent ?? '')) (stop(), applied.disconnect());
      });
      applied.observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.locator('input[data-save-input]').setInputFiles(file);
    await page.locator('[data-save-apply="replace"]').click();
    await page.locator('[data-save-import-status]', { hasText: /\d/ }).waitFor();
    times.push(await page.evaluate(() => (window as unknown as { bench: { spent: number } }).bench.spent));
    await page.evaluate(() => (document.querySelector('[data-save-import-status]')!.textContent = ''));
  }
  const records = (await page.locator('script[data-save-records]').textContent())!.length;
  await browser.close();
  const later = times.slice(1).sort((a, b) => a - b);
  return { first: times[0]!, median: later[Math.floor(later.length / 2)]!, records };
}

/** The build-time search index of each language (dist/manifest.json), raw and gzip. */
function searchIndexSizes() {
  const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { search: Record<string, string> };
  return Object.entries(manifest.search).map(([lang, file]) => {
    const body = readFileSync(join('dist/client', file));
    return { lang, raw: kb(body.length), gzip: kb(gzipSync(body).length) };
  });
}

async function pageWeights(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  for (const path of PAGES) {
    const page = await browser.newPage();
    const loaded: { type: string; bytes: number }[] = [];
    // Bodies are read as they arrive and awaited before the page closes; one still arriving as it
    // closes (nothing the page needed to load) cannot be read and is left out.
    const reads: Promise<void>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      reads.push(res.body().then((body) => void loaded.push({ type, bytes: gzipSync(body).length }), () => undefined));
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await Promise.all(reads);
    const html = await (await fetch(base + path, { headers: { 'user-agent': 'Googlebot/2.1' } })).arrayBuffer();
    const sum = (t: string) => loaded.filter((l) => l.type === t).reduce((a, l) => a + l.bytes, 0);
    rows.push({
      page: path,
      'html raw': kb(html.byteLength),
      'html gzip': kb(gzipSync(Buffer.from(html)).length),
      'js gzip': kb(sum('script')),
      'js files': loaded.filter((l) => l.type === 'script').length,
      'css gzip': kb(sum('stylesheet')),
    });
    await page.close();
  }
  await browser.close();
  return rows;
}

/** Mean and median of `SEQUENTIAL` requests one after another (after a short warm-up). */
async function sequential(url: string) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL + 20; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
    await res.arrayBuffer();
    if (i >= 20) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { mean: times.reduce((a, b) => a + b, 0) / times.length, median: times[times.length >> 1]! };
}

const budgets: { budget: string; measured: string; ok: boolean }[] = [];
function budget(name: string, measured: number, limit: number, kind: 'min' | 'max', format = (n: number) => n.toFixed(2)) {
  budgets.push({ budget: `${name} ${kind === 'min' ? '>=' : '<='} ${format(limit)}`, measured: format(measured), ok: kind === 'min' ? measured >= limit : measured <= limit });
}

/** What a browser sends (gzip), or what measures the worker alone (identity: nothing compresses after it). */
type Encoding = 'gzip' | 'identity';

// The load generator, as wrk or autocannon: keep-alive connections, bodies read to the end but not
// decoded. fetch() cost this machine's two cores 0.3-0.5 ms per request (and gunzip on top), which
// the runtime then had to share: figures moved with the client, not the worker.
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function load(url: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { 'user-agent': BROWSER_UA, 'accept-encoding': encoding } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode!));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function rps(url: string, encoding: Encoding): Promise<number> {
  const run = async (until: number) => {
    let n = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          const status = await load(url, encoding);
          if (status !== 200 && status !== 404) throw new Error(`${url}: ${status}`);
          n++;
        }
      }),
    );
    return n;
  };
  await run(Date.now() + 500); // warm-up
  const start = Date.now();
  const n = await run(start + SECONDS * 1000);
  return n / ((Date.now() - start) / 1000);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A row of figures from `againstTrivial`. */
const figures = (r: { page: number; trivial: number; ratio: number }) => ({ 'req/s': r.page.toFixed(0), 'robots.txt req/s': r.trivial.toFixed(0), 'vs trivial': pct(r.ratio) });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** A route's requests per second and the trivial route's, measured alternately in ROUNDS rounds: medians, and the median ratio. */
async function againstTrivial(base: string, route: string, encoding: Encoding) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const trivial = await rps(`${base}/robots.txt`, encoding);
    const page = await rps(base + route, encoding);
    rounds.push({ trivial, page });
  }
  return { trivial: median(rounds.map((r) => r.trivial)), page: median(rounds.map((r) => r.page)), ratio: median(rounds.map((r) => r.page / r.trivial)) };
}

/**
 * One request timed: first body bytes against the whole body, and what the first bytes hold.
 * `acceptEncoding` undefined sends what fetch sends (gzip, like a browser).
 */
async function timeToFirstByte(url: string, ua: string, acceptEncoding?: string) {
  const start = performance.now();
  const res = await fetch(url, { headers: { 'user-agent': ua, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
  const reader = res.body!.getReader();
  const first = await reader.read();
  const ttfb = performance.now() - start;
  const head = new TextDecoder().decode(first.value);
  let bytes = first.value?.byteLength ?? 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  return {
    status: res.status,
    encoding: res.headers.get('content-encoding') ?? 'none',
    ttfb: `${ttfb.toFixed(0)} ms`,
    total: `${(performance.now() - start).toFixed(0)} ms`,
    'first chunk': `${((first.value?.byteLength ?? 0) / 1024).toFixed(1)} of ${(bytes / 1024).toFixed(1)} KB`,
    'skeleton in it': head.includes('data-skeleton'),
    'articles in it': head.includes('href="/news/'),
  };
}

execFileSync('node', ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--minify', '--outdir', 'dist/bench'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
});
const backend = await startFakePostgrest(BACKEND_DELAY_MS);
// A fresh persistence folder: the edge cache starts cold, so the first news requests wait for the backend.
const persist = mkdtempSync(join(tmpdir(), 'silksong-bench-'));
const worker = await startWorker([
  'dist/bench/index.js', '--no-bundle', '--persist-to', persist,
  '--var', `SUPABASE_URL:${backend.url}`, '--var', 'SUPABASE_ANON_KEY:bench',
]);
const base = worker.runtimeUrl;
try {
  // Cache keys live on the request's host (SITE_URL is empty here), so `localhost` is a second cold cache.
  const other = base.replace('127.0.0.1', 'localhost');
  console.log(`\nNews with the backend answering after ${BACKEND_DELAY_MS} ms (cold edge cache first, then warm):`);
  console.table([
    { request: '/news browser cold', ...(await timeToFirstByte(`${base}/news`, BROWSER_UA)) },
    { request: '/news browser cold, identity', ...(await timeToFirstByte(`${other}/news`, BROWSER_UA, 'identity')) },
    { request: '/news/meet-hornet browser cold', ...(await timeToFirstByte(`${base}/news/meet-hornet`, BROWSER_UA)) },
    { request: '/news browser warm', ...(await timeToFirstByte(`${base}/news`, BROWSER_UA)) },
    { request: '/news crawler warm', ...(await timeToFirstByte(`${base}/news`, 'Googlebot/2.1')) },
  ]);

  console.log('\nSearch index per language (static pages; news is indexed from the cached list at request time):');
  console.table(searchIndexSizes());

  console.log('\nPage weight (English unless prefixed; JS/CSS = what Chromium loaded, gzip):');
  const weights = await pageWeights(base);
  console.table(weights);
  // Entry pages load what a page without islands loads (the header's chunk, which carries the spoiler
  // level) plus the progress island's small chunk, and no React; the trailer hub loads no more than /faq.
  const plain = weights.find((w) => w.page === '/faq')!;
  for (const w of weights.filter((x) => /^\/(ja\/)?guides\/\w+\//.test(x.page))) {
    budget(`JS files on ${w.page} (as /faq + progress)`, w['js files'], plain['js files'] + 1, 'max', String);
  }
  for (const w of weights.filter((x) => x.page === '/trailers')) budget(`JS files on ${w.page} (as /faq)`, w['js files'], plain['js files'], 'max', String);
  for (const hub of HUBS) budget(`HTML gzip of ${hub}`, gzipSync(await (await fetch(base + hub, { headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'identity' } })).arrayBuffer()).length, HUB_GZIP_BUDGET, 'max', kb);

  // The import's chunk is fetched only when a file is chosen: no page above loaded it.
  const chunks = readdirSync('dist/client/assets/chunks').filter((f) => f.startsWith('saveImport-'));
  const chunkGzip = chunks.reduce((n, f) => n + gzipSync(readFileSync(`dist/client/assets/chunks/${f}`)).length, 0);
  const timing = await importTime(base);
  console.log(`\nGame-save import: chunk ${kb(chunkGzip)} gzip; save records in /progress ${kb(timing.records)} raw; 1 MB save decoded, read and applied (in the page): ${timing.first.toFixed(0)} ms the first time (chunk fetched), median ${timing.median.toFixed(0)} ms after`);
  budget('import chunk gzip', chunkGzip, IMPORT_CHUNK_GZIP_BUDGET, 'max', kb);
  budget('1 MB save decoded and applied (ms, Chromium)', timing.median, IMPORT_MS_BUDGET, 'max', (n) => n.toFixed(0));
  budget('JS files on /progress (as /faq + progress, no import chunk)', weights.find((w) => w.page === '/progress')!['js files'], plain['js files'] + 1, 'max', String);

  const bundle = readFileSync('dist/bench/index.js');
  const gzip = gzipSync(bundle).length;
  console.log(`\nWorker bundle: ${kb(bundle.length)} raw, ${kb(gzip)} gzip`);
  budget('worker bundle gzip', gzip, WORKER_GZIP_BUDGET, 'max', kb);

  console.log(`\nSSR throughput (${CONCURRENCY} concurrent, ${ROUNDS} rounds of ${SECONDS}s for the route and for robots.txt alternately, browser user agent, identity encoding):`);
  const results: Record<string, Awaited<ReturnType<typeof againstTrivial>>> = {};
  for (const route of RPS_ROUTES.filter((r) => r !== '/robots.txt')) results[route] = await againstTrivial(base, route, 'identity');
  console.table(Object.entries(results).map(([route, r]) => ({ route, ...figures(r) })));
  const withGzip = [`/guides/boss/moss-mother${UNCACHED}`, `/guides/map/moss-grotto${UNCACHED}`, `/guides/items${UNCACHED}`];
  // Every hub and entry page of the encyclopaedia, the news list and search: at least half the trivial route's throughput.
  for (const r of RPS_ROUTES.filter((x) => x !== '/robots.txt' && x !== `/${UNCACHED}` && x !== `/news/meet-hornet${UNCACHED}`)) budget(`SSR ${r.replace(UNCACHED, '')} vs trivial`, results[r]!.ratio, 0.5, 'min');
  console.log('\nThe same with gzip, compressed by the local emulation of the front line (not budgeted: in production that is not the worker\'s work):');
  const gzipped = [];
  for (const r of withGzip) gzipped.push({ route: r, ...figures(await againstTrivial(base, r, 'gzip')) });
  console.table(gzipped);

  console.log(`\nWhole pages from the page cache (${CONCURRENCY} concurrent, ${ROUNDS} rounds of ${SECONDS}s alternately with robots.txt, browser user agent):`);
  const cachedRows = [];
  for (const route of CACHED_ROUTES) {
    const warm = await fetch(base + route, { headers: { 'user-agent': 'Googlebot/2.1' } });
    await warm.arrayBuffer();
    const hit = await fetch(base + route, { headers: { 'user-agent': BROWSER_UA } });
    await hit.arrayBuffer();
    const cached = await againstTrivial(base, route, 'gzip');
    const uncached = results[`${route}${UNCACHED}`]!;
    cachedRows.push({
      route, 'x-page-cache': hit.headers.get('x-page-cache'), 'cached req/s': cached.page.toFixed(0), 'robots.txt req/s': cached.trivial.toFixed(0), 'vs trivial': pct(cached.ratio),
      'uncached req/s': uncached.page.toFixed(0), 'uncached vs trivial': pct(uncached.ratio),
    });
    budget(`cached ${route} req/s vs trivial`, cached.ratio, 0.9, 'min');
  }
  console.table(cachedRows);

  const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { css: string };
  console.log(`\nSequential latency (${SEQUENTIAL} requests one after another, browser user agent):`);
  const asset = await sequential(base + manifest.css);
  const latency = [{ request: `static asset ${manifest.css}`, mean: `${asset.mean.toFixed(2)} ms`, median: `${asset.median.toFixed(2)} ms`, 'vs asset (mean)': '1.00x' }];
  for (const route of CACHED_ROUTES) {
    for (const [label, url] of [[`cached ${route}`, base + route], [`uncached ${route}`, `${base}${route}${UNCACHED}`]] as const) {
      const t = await sequential(url);
      latency.push({ request: label, mean: `${t.mean.toFixed(2)} ms`, median: `${t.median.toFixed(2)} ms`, 'vs asset (mean)': `${(t.mean / asset.mean).toFixed(2)}x` });
      if (label.startsWith('cached')) budget(`${label} latency vs static asset`, t.mean / asset.mean, 1.3, 'max');
    }
  }
  console.table(latency);
  console.log(`(backend requests during the whole run: ${backend.requests()})`);
} finally {
  agent.destroy();
  await worker.stop();
  await backend.stop();
  rmSync(persist, { recursive: true, force: true });
}

console.log('\nBudgets:');
console.table(budgets.map((b) => ({ ...b, ok: b.ok ? 'yes' : 'NO' })));
if (budgets.some((b) => !b.ok)) process.exitCode = 1;
