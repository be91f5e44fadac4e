import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { log } from './log.ts';

/**
 * SITE_URL as an origin (`https://silksong.example`), or null when it is empty. Anything but an http(s)
 * origin throws: the site has no sub-path, and a typo must not become every canonical URL.
 * Pure, so `npm run deploy` (scripts/deploy.ts) applies the same rule before it deploys.
 */
export function configuredOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below with the value.
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_URL must be an http(s) origin such as https://silksong.example, not ${JSON.stringify(value)}`);
  }
  return url.origin;
}

// Hosts only a developer's machine answers; `.test` and `.localhost` are reserved for that (RFC 6761).
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\])$|\.(localhost|test)$/;

/** Whether `url` is on a developer's machine (`wrangler dev`, the tests) rather than a public host. */
export const isLocal = (url: URL): boolean => LOCAL.test(url.hostname);

/**
 * The origin of absolute URLs (canonical, alternates, feeds, sitemap): SITE_URL. Without it (local
 * development) the request's own origin, which comes from its Host header: on any other host every
 * request logs an error, since production must not let a Host header write its URLs.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const own = new URL(c.req.url);
  try {
    const configured = configuredOrigin(c.env.SITE_URL);
    if (configured) return configured;
    if (!isLocal(own)) log('error', 'SITE_URL is empty: absolute URLs follow the Host header', { host: own.host });
  } catch (error) {
    log('error', 'SITE_URL is malformed: absolute URLs follow the Host header', { host: own.host }, error);
  }
  return own.origin;
}
