import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import worker from '../../worker/index.ts';
import { configuredOrigin } from '../../worker/siteOrigin.ts';
import { BOT_UA } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

async function visit(url: string, vars: Partial<Cloudflare.Env>, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { headers: { 'user-agent': BOT_UA, ...headers } }), { ...env, ...vars }, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

const canonical = (body: string) => /rel="canonical" href="([^"]+)"/.exec(body)?.[1];

describe('SITE_URL', () => {
  it('makes canonical, feed and sitemap URLs independent of the Host the request names', async () => {
    const vars = { SITE_URL: 'https://silksong.example/' };
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    expect(canonical((await visit('https://evil.example/de/faq', vars, headers)).body)).toBe('https://silksong.example/de/faq');
    const rss = (await visit('https://evil.example/rss.xml', vars, headers)).body;
    const sitemap = (await visit('https://evil.example/sitemap.xml', vars, headers)).body;
    const robots = (await visit('https://evil.example/robots.txt', vars, headers)).body;
    for (const text of [rss, sitemap, robots]) {
      expect(text).toContain('https://silksong.example/');
      expect(text).not.toContain('evil.example');
    }
  });

  it('logs an error when it is empty on a public host, and not in local development', async () => {
    const error = vi.spyOn(console, 'error');
    await visit('http://localhost:8787/', { SITE_URL: '' });
    await visit('http://127.0.0.1:8787/faq', { SITE_URL: '' });
    expect(error).not.toHaveBeenCalled();
    const { body } = await visit('https://silksong.example/faq', { SITE_URL: '' });
    expect(canonical(body)).toBe('https://silksong.example/faq');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SITE_URL is empty'));
  });

  it('is read as an origin; a value that is not an http(s) address is refused', () => {
    expect(configuredOrigin('')).toBeNull();
    expect(configuredOrigin(undefined)).toBeNull();
    expect(configuredOrigin('https://silksong.example/')).toBe('https://silksong.example');
    for (const bad of ['silksong.example', 'ftp://silksong.example', 'https://silksong.example/sub', 'javascript:alert(1)']) {
      expect(() => configuredOrigin(bad), bad).toThrow(/SITE_URL/);
    }
  });

  it('answers pages (never a 500) and logs the error when SITE_URL is malformed', async () => {
    const error = vi.spyOn(console, 'error');
    const { res, body } = await visit('https://silksong.example/faq', { SITE_URL: 'silksong.example' });
    expect(res.status).toBe(200);
    expect(canonical(body)).toBe('https://silksong.example/faq');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('SITE_URL'));
  });
});

describe('redirects', () => {
  // Every kind of redirect the worker makes: slashes (trailing, repeated, both), a hub filter that selects
  // nothing, news page 1, and a newsletter form post sent back to its page.
  const redirects: [string, RequestInit?][] = [
    ['/EN/'],
    ['/es/news/?page=2'],
    ['//guides//'],
    ['/de/guides/boss?difficulty=nonsense'],
    ['/news?page=1'],
    ['/api/newsletter', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.example&return=%2Fes%2Ffaq' }],
  ];

  it('never name the Host the request came with, with or without SITE_URL', async () => {
    for (const vars of [{ SITE_URL: 'https://silksong.example' }, { SITE_URL: '' }]) {
      for (const [path, init = {}] of redirects) {
        const ctx = createExecutionContext();
        const req = new Request(`https://evil.example${path}`, { redirect: 'manual', ...init, headers: { host: 'evil.example', ...init.headers } });
        const res = await worker.fetch(req, { ...env, ...vars }, ctx);
        await waitOnExecutionContext(ctx);
        const where = `${vars.SITE_URL || 'no SITE_URL'}: ${init.method ?? 'GET'} ${path}`;
        expect([301, 303], where).toContain(res.status);
        const location = res.headers.get('location') ?? '';
        expect(location, where).not.toContain('evil.example');
        // Relative to this site (or on SITE_URL): never a scheme-relative `//host`.
        expect(location, where).toMatch(/^(\/(?![/\\])|https:\/\/silksong\.example\/)/);
      }
    }
  });
});
