import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isLang, DEFAULT_LANG, type Lang } from '../../shared/languages.ts';
import { NEWSLETTER_ERRORS, normalizeEmail, type NewsletterFailure, type NewsletterStatus } from '../../shared/newsletter.ts';
import { isSitePath, localizedPath } from '../../shared/paths.ts';
import type { AppEnv } from '../env.ts';
import { log } from '../log.ts';
import { subscriberStore } from './store.ts';

interface Submission {
  email: unknown;
  lang: Lang;
  /** Set for a plain form post (no JavaScript): answer with a redirect back to the page. */
  back?: { path: string; box: string | null };
}

const HTTP_STATUS: Record<NewsletterFailure, 400 | 429 | 502> = { invalid: 400, rate: 429, error: 502 };

/** Only a path on this site: never `//host` or `/\host`, which browsers treat as other origins. */
function safeReturn(value: unknown, lang: Lang): string {
  if (typeof value === 'string' && isSitePath(value) && /^\S{1,500}$/.test(value)) return value.split(/[?#]/)[0]!;
  return localizedPath(lang, '/');
}

/**
 * Only this site's own pages may post. Hono's csrf() checks form content types alone (a JSON post from
 * another site passed) and answers plain text. Browsers send Origin on every POST and Sec-Fetch-Site where
 * they support it, so a post that does not show this origin, or that Sec-Fetch-Site calls anything but
 * same-origin, is refused whatever its type.
 */
const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const site = c.req.header('sec-fetch-site');
  if (c.req.header('origin') !== new URL(c.req.url).origin || (site !== undefined && site !== 'same-origin')) {
    return c.json({ error: 'cross_site' }, 403);
  }
  await next();
};

async function readSubmission(c: Context<AppEnv>): Promise<Submission | null> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/json')) {
    const body = (await c.req.json().catch(() => null)) as { email?: unknown; lang?: unknown } | null;
    if (!body || typeof body !== 'object') return null;
    return { email: body.email, lang: isLang(String(body.lang)) ? (body.lang as Lang) : DEFAULT_LANG };
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return null;
    const lang = isLang(String(form.lang)) ? (form.lang as Lang) : DEFAULT_LANG;
    const box = typeof form.box === 'string' && /^[a-z0-9-]{1,40}$/.test(form.box) ? form.box : null;
    return { email: form.email, lang, back: { path: safeReturn(form.return, lang), box } };
  }
  return null;
}

function answer(c: Context<AppEnv>, s: Submission, status: NewsletterStatus): Response {
  if (s.back) {
    const q = new URLSearchParams({ newsletter: status, ...(s.back.box ? { box: s.back.box } : {}) });
    return c.redirect(`${s.back.path}?${q}${s.back.box ? `#${s.back.box}` : ''}`, 303);
  }
  if (status === 'success') return c.json({ ok: true });
  return c.json({ error: NEWSLETTER_ERRORS[status] }, HTTP_STATUS[status]);
}

/** POST /api/newsletter: validate, limit per client, store idempotently; JSON for scripts, redirect for forms. */
export const newsletterApi = new Hono<AppEnv>()
  .post(
    '/',
    sameOriginOnly,
    bodyLimit({ maxSize: 4096, onError: (c) => c.json({ error: 'payload_too_large' }, 413) }),
    async (c) => {
      const s = await readSubmission(c);
      if (!s) return c.json({ error: 'bad_request' }, 400);
      const client = c.req.header('cf-connecting-ip') ?? 'local';
      const { success } = await c.env.NEWSLETTER_LIMITER.limit({ key: `newsletter:${client}` });
      if (!success) {
        log('warn', 'newsletter rate limited', { client });
        return answer(c, s, 'rate');
      }
      const email = normalizeEmail(s.email);
      if (!email) return answer(c, s, 'invalid');
      try {
        await subscriberStore(c.env).add(email, s.lang);
      } catch (error) {
        log('error', 'newsletter subscribe failed', { domain: email.split('@')[1] }, error);
        return answer(c, s, 'error');
      }
      return answer(c, s, 'success');
    },
  )
  .all('/', (c) => c.json({ error: 'method_not_allowed' }, 405, { Allow: 'POST', 'Cache-Control': 'no-store' }));
