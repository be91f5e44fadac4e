/**
 * Renders every page of the site into a folder, one file per address, so two trees can be
 * compared with `diff -r` (a refactoring that must not change the HTML, for example):
 * `node scripts/snapshot.ts /tmp/before`. Every address of the sitemap in every language it lists,
 * plus each page that is not in it (search, the 404 page, fallbacks of entries in languages they
 * lack), fetched as a crawler (the complete document) from `wrangler dev` with the bundled content.
 * Hashed asset names are written as `-HASH`, the worker's address as `ORIGIN` and the countdown's render
 * time as `TIME`, so a rebuilt bundle, another port or another minute alone makes no difference.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { startWorker } from './worker-server.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/snapshot.ts <folder>');

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const EXTRA = ['/search?q=hornet', '/ja/search?q=%E3%83%9B%E3%83%BC%E3%83%8D%E3%83%83%E3%83%88', '/no/such/page', '/news?page=2', '/guides/boss?difficulty=high', '/guides/items?type=tool', '/rss.xml', '/robots.txt'];

const normalise = (html: string) =>
  html.replace(/-[A-Za-z0-9_]{8,}\.(js|css)/g, '-HASH.$1').replace(/ nonce="[^"]*"/g, '').replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN').replace(/renderedAt&quot;:\d+/g, 'renderedAt&quot;:TIME');

const worker = await startWorker();
try {
  const get = (path: string) => fetch(`${worker.runtimeUrl}${path}`, { headers: { 'user-agent': CRAWLER } });
  const sitemap = await (await get('/sitemap.xml')).text();
  // Every language of every address: the sitemap lists each with all its alternates.
  const paths = new Set([...sitemap.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1]!.replaceAll('&amp;', '&')).pathname));
  for (const p of EXTRA) paths.add(p);
  await writeFile(join(dir, 'sitemap.xml'), normalise(sitemap)).catch(async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'sitemap.xml'), normalise(sitemap));
  });
  let count = 0;
  for (const path of [...paths].sort()) {
    const res = await get(path);
    const file = join(dir, `${path === '/' ? '/index' : path.replaceAll('?', '__')}.${res.status}.html`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, normalise(await res.text()));
    count++;
  }
  console.log(`${count} pages written to ${dir}`);
} finally {
  await worker.stop();
}
