import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { LANGS } from '../shared/languages.ts';
import { newsletterApi } from './newsletter/api.ts';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';
import { language } from './middleware/language.ts';
import { securityHeaders } from './middleware/securityHeaders.ts';
import { canonicalSlashes } from './middleware/slashes.ts';
import { canonicalEscapes } from './middleware/escapes.ts';
import { methodNotAllowed, notFound, pageRoutes } from './pageRoutes.ts';
import { renderError } from './documentStream.ts';
import { rssResponse, sitemapResponse } from './seo/feeds.ts';
import { robotsTxt } from './seo/sitemap.ts';

const app = new Hono<AppEnv>();

app.use(securityHeaders());
app.use(canonicalSlashes());
app.use(canonicalEscapes());
app.use(language());

app.get('/robots.txt', (c) => c.text(robotsTxt(c.get('origin')), 200, { 'Cache-Control': 'public, max-age=3600' }));
app.get('/sitemap.xml', sitemapResponse);
app.get('/rss.xml', rssResponse);
for (const lang of LANGS) app.get(`/${lang}/rss.xml`, rssResponse);
for (const path of ['/robots.txt', '/sitemap.xml', '/rss.xml', ...LANGS.map((lang) => `/${lang}/rss.xml`)]) app.all(path, methodNotAllowed);
app.route('/api/newsletter', newsletterApi);
app.route('/', pageRoutes());

app.notFound(notFound);
app.onError((error, c) => {
  // Middleware refusals (CSRF 403, body limit) carry their own response.
  if (error instanceof HTTPException) return error.getResponse();
  log('error', 'unhandled error', { path: c.req.path }, error);
  return renderError(c);
});

export default app;
