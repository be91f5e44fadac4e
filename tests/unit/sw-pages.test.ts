// Which answers the service worker keeps for reading offline, and which offline page it shows.
import { describe, expect, it } from 'vitest';
import { keepsPage, offlinePage, type SiteBuild } from '../../app/sw/offlinePages.ts';
import { LANGS } from '../../shared/languages.ts';

const SITE: SiteBuild = {
  build: 'b1',
  precache: [],
  offline: Object.fromEntries(LANGS.map((l) => [l, `/assets/offline-${l}-0`])) as SiteBuild['offline'],
  freeTextParams: ['q', 'newsletter', 'box'],
};
const ORIGIN = 'https://silksong.test';
const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate', 'x-build': 'b1' };

function keeps(path: string, init: { status?: number; headers?: Record<string, string> } = {}, redirected = false): boolean {
  const res = new Response('<!DOCTYPE html>', { status: init.status ?? 200, headers: { ...PAGE_HEADERS, ...init.headers } });
  if (redirected) Object.defineProperty(res, 'redirected', { value: true });
  return keepsPage(new URL(path, ORIGIN), res, SITE);
}

describe('pages the service worker keeps', () => {
  it('keeps a page of its own build, with or without a hub filter or page number', () => {
    for (const path of ['/', '/faq', '/es/guides/boss/moss-mother', '/guides/boss?act=2', '/news?page=2', '/search']) expect(keeps(path), path).toBe(true);
  });

  it('never keeps search results, a form outcome or the APIs', () => {
    for (const path of ['/search?q=hornet', '/es/search?q=hornet', '/ja/search?q=', '/faq?newsletter=success&box=newsletter', '/api/newsletter', '/api/newsletter?x=1']) {
      expect(keeps(path), path).toBe(false);
    }
  });

  it('never keeps an error, a redirect, a page nobody may store, something not HTML, or a page of another build', () => {
    expect(keeps('/faq', { status: 404 })).toBe(false);
    expect(keeps('/faq', { status: 503, headers: { 'cache-control': 'no-store' } })).toBe(false);
    expect(keeps('/faq', { headers: { 'cache-control': 'no-store' } })).toBe(false);
    expect(keeps('/faq', {}, true)).toBe(false);
    expect(keeps('/rss.xml', { headers: { 'content-type': 'application/rss+xml' } })).toBe(false);
    expect(keeps('/faq', { headers: { 'x-build': 'b2' } })).toBe(false);
    const unnamed = new Response('<!DOCTYPE html>', { headers: { 'content-type': 'text/html' } });
    expect(keepsPage(new URL('/faq', ORIGIN), unnamed, SITE)).toBe(false);
  });
});

describe('offline page', () => {
  it('is in the language of the address: its first segment, else English', () => {
    const page = (path: string) => offlinePage(new URL(path, ORIGIN), SITE);
    expect(page('/de/news')).toBe(SITE.offline.de);
    expect(page('/ja')).toBe(SITE.offline.ja);
    expect(page('/news')).toBe(SITE.offline.en);
    expect(page('/en/news')).toBe(SITE.offline.en);
    expect(page('/deutsch/news')).toBe(SITE.offline.en);
  });
});
