import { samplePath } from '../samples.ts';
import { mkdir, writeFile } from 'node:fs/promises';
import vnuJar from 'vnu-jar';
import { LANGS } from '../../shared/languages.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const NEWS = BUNDLED.news;
import { localizedPath } from '../../shared/paths.ts';
import { ROUTES } from '../../shared/routes.ts';
import { expect, test } from './fixtures.ts';

const full = NEWS.find((n) => n.published && Object.keys(n.translations).length === LANGS.length)!.slug;
// Articles in every state: translated everywhere, in one language only ('Translation not found'
// elsewhere; the bundled news has none today, so the worker tests hold that state against the fake
// Supabase), a draft (404).
const ARTICLES = [
  full,
  NEWS.find((n) => n.published && Object.keys(n.translations).length === 1)?.slug,
  NEWS.find((n) => !n.published)!.slug,
].filter((slug): slug is string => slug !== undefined);
// An entry a patch changed shows the change ("Changed in Patch 1").
const PATCHED = '/guides/boss/moorwing';
const EXTRA = ['/search?q=hornet', '/news?page=2', '/no-such-page', PATCHED, ...ARTICLES.map((s) => `/news/${s}`)];
const PATHS = [...ROUTES.map(samplePath), ...EXTRA];

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// Every page of the route table and the article states, in all eight languages, as a browser
// receives it from the real worker; one Java process checks them all.
test('every page is valid HTML (Nu HTML Checker)', async ({ request }, testInfo) => {
  test.setTimeout(600_000);
  const dir = testInfo.outputPath('nu');
  await mkdir(dir, { recursive: true });
  const urls = LANGS.flatMap((lang) => PATHS.map((p) => localizedPath(lang, p)));
  const files = new Map<string, string>();
  for (let i = 0; i < urls.length; i += 8) {
    await Promise.all(
      urls.slice(i, i + 8).map(async (url, j) => {
        const res = await request.get(url);
        expect(res.headers()['content-type'], url).toMatch(/^text\/html/);
        const file = `${dir}/page-${String(i + j).padStart(3, '0')}.html`;
        await writeFile(file, await res.body());
        files.set(`file:${file}`, url);
      }),
    );
  }
  // vnu exits non-zero when it finds errors; its JSON report is the output either way.
  const output = await vnuJar.vnu.check(['--errors-only', '--format', 'json', dir]).catch((e: Error) => e.message);
  let messages: NuMessage[];
  try {
    ({ messages } = JSON.parse(output) as { messages: NuMessage[] });
  } catch {
    throw new Error(`vnu did not report (Java 11+ on PATH?): ${output.slice(0, 2000)}`);
  }
  const errors = messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'} ${m.message} ${m.extract?.trim() ?? ''}`);
  console.log(`Nu HTML Checker: ${files.size} pages checked, ${errors.length} errors`);
  expect(errors).toEqual([]);
});
