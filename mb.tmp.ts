import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWorker } from './scripts/worker-server.ts';
execFileSync('node', ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
execFileSync('npx', ['wrangler', 'deploy', '--dry-run', '--minify', '--outdir', 'dist/bench'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' } });
const worker = await startWorker(['dist/bench/index.js', '--no-bundle', '--persist-to', mkdtempSync(join(tmpdir(), 'mb-'))]);
const base = worker.runtimeUrl;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
async function seq(path: string, n = 150) {
  const t: number[] = [];
  for (let i = 0; i < n + 20; i++) {
    const s = performance.now();
    const r = await fetch(base + path, { headers: { 'user-agent': UA, 'accept-encoding': 'identity' } });
    await r.arrayBuffer();
    if (i >= 20) t.push(performance.now() - s);
  }
  t.sort((a, b) => a - b);
  return t[t.length >> 1]!.toFixed(2);
}
for (const p of (process.argv[2] ?? '/robots.txt,/guides/wishes?box=bench,/guides/journal?box=bench,/guides/benches?box=bench,/guides/items?box=bench,/news?box=bench').split(',')) console.log(p, await seq(p));
await worker.stop();
