// Readable offline: the offline pages are static files (Workers Static Assets, with public/_headers).
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import manifest from '../../dist/manifest.json';
import { translate } from '../../content/i18n/index.ts';
import { language, LANGS } from '../../content/languages.ts';
import { ORIGIN } from './fetch.ts';

const asset = (path: string) => env.ASSETS.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });

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
