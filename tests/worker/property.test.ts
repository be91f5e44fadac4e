import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../shared/languages.ts';
import { BOT_UA, BROWSER_UA, get, ORIGIN } from './fetch.ts';
import { crawlTimeout } from './timeouts.ts';

// Fixed, so a failure replays exactly; fast-check also prints the seed and path of a failing case.
const SEED = 20260909;
const RUNS = 400;

// Each run's marker: a tag with quotes, unique per run, so an echo of it is found and blamed exactly.
let markers = 0;
const marker = fc.constant(null).map(() => `<x-marker-${++markers}>"'`);

const odd = ['/', '//', '/\\', '\\', '%2f', '%2F', '%5c', '%5C', '%00', '%0a', '%E0%A4%A', '%ff%fe', '%', '%zz', '..', '.', '%2e%2e', '..%2f..%2f', '%3Cscript%3E'];
const known = ['news', 'faq', 'search', 'guides', 'boss', 'platforms', 'xbox', 'rss.xml', 'sitemap.xml', 'robots.txt', 'api', 'newsletter', 'meet-hornet', 'switch-and-switch-2-same-day'];
const language = fc.constantFrom<string>(...LANGS, 'xx', 'EN', 'zh-cn', '');
const unicode = fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replace(/[?#]/g, encodeURIComponent));

/** A segment of a path: the audit's odd pieces, real route words, unicode, a marker (raw or encoded), or very long. */
const segment = (mark: string) =>
  fc.oneof(
    fc.constantFrom(...odd),
    fc.constantFrom(...known),
    unicode,
    fc.constantFrom(mark.replace(/[?#]/g, encodeURIComponent), encodeURIComponent(mark)),
    fc.integer({ min: 500, max: 6000 }).map((n) => 'a'.repeat(n)),
  );

const path = (mark: string) =>
  fc
    .tuple(language, fc.array(segment(mark), { maxLength: 5 }), fc.constantFrom('', '/', '//'), fc.constantFrom('', '/', '//', '/\\'))
    .map(([lang, parts, trailing, lead]) => `${lead || '/'}${[lang, ...parts].filter(Boolean).join('/')}${trailing}`.replace(/^(?![/\\])/, '/'));

const value = (mark: string) =>
  fc.oneof(fc.constant(mark), fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('', '-1', '0', '1e9', '99999999999999999999', '%', '%ZZ', 'NaN'));

const query = (mark: string) =>
  fc
    .record({ q: fc.option(value(mark)), page: fc.option(value(mark)) }, { requiredKeys: [] })
    .map((r) => {
      const params = Object.entries(r).filter(([, v]) => v != null) as [string, string][];
      return params.length ? `?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
    });

const headers = (mark: string) =>
  fc.record(
    {
      host: fc.constantFrom('silksong.test', 'evil.example', 'localhost:8787', mark),
      origin: fc.constantFrom(ORIGIN, 'https://evil.example', 'null'),
      'accept-language': fc.oneof(fc.constantFrom('de-DE,de;q=0.9', 'ja', '*', 'xx;q=2'), fc.string({ maxLength: 20 })),
      'user-agent': fc.constantFrom(BOT_UA, BROWSER_UA, 'curl/8', ''),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
      'content-type': fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'),
    },
    { requiredKeys: [] },
  );

const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS');

const request = marker.chain((mark) =>
  fc.record({
    mark: fc.constant(mark),
    // Posts go to the newsletter endpoint half of the time, everything else to generated paths.
    target: fc.oneof(fc.tuple(path(mark), query(mark)).map(([p, q]) => p + q), fc.constant('/api/newsletter')),
    method,
    headers: headers(mark),
    body: fc.constantFrom(JSON.stringify({ email: `${mark}@example.com`, lang: mark }), `email=${encodeURIComponent(mark)}&return=//evil.example`, mark),
  }),
);

/** An echo of the marker that is not escaped: its tag opened, or its brackets or quotes left raw. */
function rawEcho(text: string, mark: string): boolean {
  const name = mark.slice(1, mark.indexOf('>'));
  return text.includes(`<${name}`) || new RegExp(`${name}[>"']`).test(text);
}

const withoutJsonLd = (html: string) => html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, '');

describe('the worker under generated requests', () => {
  it('never answers 5xx, never redirects off the site, never echoes a marker raw', { timeout: crawlTimeout(RUNS) }, async () => {
    let sent = 0;
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(request, async ({ mark, target, method, headers, body }) => {
        const res = await get(target, { method, headers, ...(method === 'POST' || method === 'PUT' ? { body } : {}) });
        sent++;
        const text = await res.text();
        const what = `${method} ${target}`;
        expect(res.status, what).toBeLessThan(500);
        const location = res.headers.get('location');
        if (location !== null) {
          expect(new URL(location, `${ORIGIN}${target}`).origin, `${what} -> ${location}`).toBe(ORIGIN);
          expect(rawEcho(location, mark), `${what} -> ${location}`).toBe(false);
        }
        expect(rawEcho(withoutJsonLd(text), mark), what).toBe(false);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`property test: ${sent} requests, seed ${SEED}, ${Date.now() - started} ms`);
    expect(sent).toBe(RUNS);
  });
});
