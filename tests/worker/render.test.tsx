import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../content/i18n/index.ts';
import { route } from '../../app/routes/index.tsx';
import type { AppEnv } from '../../worker/env.ts';
import { language } from '../../worker/middleware/language.ts';
import { securityHeaders } from '../../worker/middleware/securityHeaders.ts';
import { renderPage } from '../../worker/render.ts';
import { BOT_UA, BROWSER_UA } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('page exploded');
}

// The real render pipeline with a page that fails while the shell renders.
const app = new Hono<AppEnv>()
  .use(securityHeaders())
  .use(language())
  .get('*', (c) => renderPage(c, { route: route('faq'), page: <Broken /> }));

const env = { SITE_URL: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' } as AppEnv['Bindings'];

describe('render failures', () => {
  it('answers a failing shell with the localized error page, status 500 and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const ua of [BOT_UA, BROWSER_UA]) {
      const res = await app.request('/ru/faq', { headers: { 'user-agent': ua } }, env);
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toContain(`<html lang="ru">`);
      expect(body).toContain(DICTIONARIES.ru.common.somethingWentWrong);
      expect(body).toContain('name="robots" content="noindex"');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"msg":"shell failed"'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('page exploded'));
  });
});
