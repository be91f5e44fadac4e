/**
 * Renders the installed app's icons (app/document/webManifest.ts ICONS, in public/icons/) from the
 * site's mark, public/favicon.svg, with the Chromium of the browser tests. The PNGs are committed;
 * run this again when the mark changes: `node scripts/icons.ts`.
 *
 * An `any` icon is the round mark on a transparent square. A `maskable` one fills the square with
 * the page background and keeps the mark inside the central circle of 80 % of the width that every
 * launcher's mask leaves visible.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ICONS, THEME_COLOR } from '../app/document/webManifest.ts';

const root = new URL('..', import.meta.url).pathname;
const mark = await readFile(join(root, 'public/favicon.svg'), 'utf8');
const [, viewBox, drawing] = /^<svg[^>]*viewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(mark) ?? [];
if (!viewBox || !drawing) throw new Error('public/favicon.svg: expected one <svg> with a viewBox');
const [, , width = 0] = viewBox.split(' ').map(Number);
// The mark's ring reaches 47 % of its box's width from the centre; an eighth of the width added on
// each side brings it to 37.5 % of the larger box, inside the safe circle's radius of 40 %.
const margin = width / 8;

function svg(maskable: boolean): string {
  if (!maskable) return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${drawing}</svg>`;
  const box = width + 2 * margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-margin} ${-margin} ${box} ${box}"><rect x="${-margin}" y="${-margin}" width="${box}" height="${box}" fill="${THEME_COLOR}"/>${drawing}</svg>`;
}

await mkdir(join(root, 'public/icons'), { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const icon of ICONS) {
    const size = Number(icon.sizes.split('x')[0]);
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>${svg(icon.purpose === 'maskable')}`);
    await page.screenshot({ path: join(root, 'public', icon.src), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`rendered ${ICONS.map((i) => i.src).join(', ')}`);
