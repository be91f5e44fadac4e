import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { route } from '../../shared/routes.ts';
import type { AppEnv } from '../../worker/env.ts';
import { language } from '../../worker/middleware/language.ts';
import { securityHeaders } from '../../worker/middleware/securityHeaders.ts';
import { renderPage } from '../../worker/documentStream.ts';
import { BOT_UA, BROWSER_UA } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('page exploded');
}

// The real render pipeline with a page that fails: rendered in one pass, and streamed (its shell fails).
const app = new Hono<AppEnv>()
  .use(securityHeaders())
  .use(language())
  .get('*', async (c) => (await renderPage(c, { route: route('faq'), page: <Broken />, stream: c.req.query('stream') === '1' })).response);

const env = { SITE_URL: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' } as AppEnv['Bindings'];

describe('render failures', () => {
  it('answers a failing page with the localized error page, status 500 and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const [path, ua] of [['/ru/faq', BOT_UA], ['/ru/faq', BROWSER_UA], ['/ru/faq?stream=1', BOT_UA], ['/ru/faq?stream=1', BROWSER_UA]] as const) {
      const res = await app.request(path, { headers: { 'user-agent': ua } }, env);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toContain(`<html lang="ru">`);
      expect(body).toContain(DICTIONARIES.ru.common.somethingWentWrong);
      expect(body).toContain('name="robots" content="noindex"');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    expect(error.mock.calls.filter(([line]) => String(line).includes('"msg":"page render failed"'))).toHaveLength(4);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('page exploded'));
  });
});
