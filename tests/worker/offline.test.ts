// Installable and readable offline: the web app manifests and their icons, the service worker script
// and the offline pages are static files (Workers Static Assets, with public/_headers); pages name
// their build for the service worker.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import manifest from '../../dist/manifest.json';
import { manifestPath, THEME_COLOR, TOUCH_ICON } from '../../app/document/webManifest.ts';
import { translate } from '../../shared/i18n.ts';
import { language, LANGS } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { BUILD_HEADER, SERVICE_WORKER_PATH } from '../../shared/serviceWorker.ts';
import { BROWSER_UA, html, ORIGIN } from './fetch.ts';
import { freshOrigin, visit } from './postgrest.ts';

const BUNDLED = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };
const asset = (path: string) => env.ASSETS.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });

/** Width and height from a PNG's header chunk. */
function pngSize(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return `${view.getUint32(16)}x${view.getUint32(20)}`;
}

describe('web app manifest', () => {
  it('exists for every language, in that language, opening its home page, with icons that exist at their stated sizes', async () => {
    for (const lang of LANGS) {
      const res = await asset(manifestPath(lang));
      expect(res.status, lang).toBe(200);
      expect(res.headers.get('content-type'), lang).toBe('application/manifest+json');
      const app = (await res.json()) as Record<string, any>;
      expect(app).toMatchObject({
        name: translate(lang, 'site.name'),
        short_name: translate(lang, 'site.name'),
        description: translate(lang, 'site.tagline'),
        lang: language(lang).tag,
        start_url: localizedPath(lang, '/'),
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: THEME_COLOR,
      });
      const icons = app.icons as { src: string; sizes: string; type: string; purpose: string }[];
      expect(icons.filter((i) => i.purpose === 'any').map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
      expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
      for (const icon of icons) {
        const file = await asset(icon.src);
        expect(file.status, icon.src).toBe(200);
        expect(file.headers.get('content-type'), icon.src).toBe(icon.type);
        expect(pngSize(new Uint8Array(await file.arrayBuffer())), icon.src).toBe(icon.sizes);
      }
    }
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
  });

  it('is linked from every page with its language, beside an existing touch icon', async () => {
    for (const [path, lang] of [['/', 'en'], ['/en/faq', 'en'], ['/ja/guides/boss', 'ja'], ['/nope', 'en']] as const) {
      const links = (await html(path)).doc.tags('link');
      expect(links.find((l) => l.rel === 'manifest')?.href, path).toBe(manifestPath(lang));
      expect(links.find((l) => l.rel === 'apple-touch-icon')?.href, path).toBe(TOUCH_ICON);
    }
    expect((await asset(TOUCH_ICON)).status).toBe(200);
  });
});

describe('service worker script', () => {
  it('is JavaScript at the site root, checked again on every visit, free to fetch this site, of this build', async () => {
    const res = await asset(SERVICE_WORKER_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(application|text)\/javascript\b/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The static files' own policy (default-src 'none') would forbid every fetch of the worker.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'");
    const script = await res.text();
    expect(script).toContain(manifest.build);
    for (const file of [manifest.client, manifest.css, ...Object.values(manifest.offline)]) expect(script).toContain(file);
  });
});

describe('offline pages', () => {
  it('exist for every language, say so in it, and load only this build\'s stylesheet', async () => {
    expect(Object.keys(manifest.offline).sort()).toEqual([...LANGS].sort());
    for (const lang of LANGS) {
      const path = manifest.offline[lang];
      const res = await asset(path);
      // A redirected answer could not stand in for a page the browser navigated to.
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy');
      expect(csp, path).toContain("style-src 'self'");
      expect(csp, path).not.toContain('sandbox');
      const body = await res.text();
      expect(body).toContain(`<html lang="${language(lang).tag}">`);
      expect(body).toContain(translate(lang, 'offline.title'));
      expect(body).toContain(translate(lang, 'offline.text'));
      expect(body).toContain(`href="${manifest.css}"`);
      expect(body).not.toContain('<script');
    }
  });
});

describe('build header', () => {
  it('names this build on every page, rendered or from the page cache, for the service worker', async () => {
    const origin = freshOrigin();
    const answers = [];
    for (const path of ['/faq', '/faq', '/es/news', '/nope']) answers.push((await visit(origin, path, { ua: BROWSER_UA, vars: BUNDLED })).res);
    expect(answers.map((res) => res.headers.get('x-page-cache'))).toEqual(['MISS', 'HIT', 'MISS', null]);
    for (const res of answers) expect(res.headers.get(BUILD_HEADER)).toBe(manifest.build);
  });
});
