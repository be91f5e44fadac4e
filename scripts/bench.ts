/**
 * `npm run bench`: the production worker bundle (minified, NODE_ENV=production) under
 * `wrangler dev`, measured from this machine's loopback.
 * - per page: HTML bytes (raw, gzip) and the JS and CSS bytes (gzip) a real Chromium loads;
 * - SSR requests per second of pages next to a trivial route of the same worker (robots.txt),
 *   measured in the same run, with the ratio.
 */
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startWorker } from './worker-server.ts';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const PAGES = [
  '/', '/release-date', '/platforms', '/platforms/steam', '/preorder', '/guides', '/guides/boss',
  '/news', '/faq', '/search?q=hornet', '/ja/guides/map', '/does-not-exist',
];
const RPS_ROUTES = ['/robots.txt', '/', '/guides/boss', '/news'];
const CONCURRENCY = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function pageWeights(base: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  for (const path of PAGES) {
    const page = await browser.newPage();
    const loaded: { type: string; bytes: number }[] = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      loaded.push({ type, bytes: gzipSync(await res.body()).length });
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
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

async function rps(url: string): Promise<number> {
  const run = async (until: number) => {
    let n = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          const res = await fetch(url, { headers: { 'user-agent': BROWSER_UA } });
          await res.arrayBuffer();
          if (!res.ok && res.status !== 404) throw new Error(`${url}: ${res.status}`);
          n++;
        }
      }),
    );
    return n;
  };
  await run(Date.now() + 1000); // warm-up
  const start = Date.now();
  const n = await run(start + SECONDS * 1000);
  return n / ((Date.now() - start) / 1000);
}

execFileSync('node', ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--minify', '--outdir', 'dist/bench'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
});
const worker = await startWorker(['dist/bench/index.js', '--no-bundle']);
try {
  console.log('\nPage weight (English unless prefixed; JS/CSS = what Chromium loaded, gzip):');
  console.table(await pageWeights(worker.url));

  console.log(`\nSSR throughput (${CONCURRENCY} concurrent, ${SECONDS}s each, browser user agent):`);
  const results: Record<string, number> = {};
  for (const route of RPS_ROUTES) results[route] = await rps(worker.url + route);
  const base = results['/robots.txt']!;
  console.table(
    RPS_ROUTES.map((r) => ({ route: r, 'req/s': results[r]!.toFixed(0), 'vs trivial': `${((results[r]! / base) * 100).toFixed(1)}%` })),
  );
} finally {
  await worker.stop();
}
