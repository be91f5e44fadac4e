import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env.ts';

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy for HTML: scripts only from the site or with this response's nonce (React's streaming scripts). */
export function contentSecurityPolicy(n: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${n}'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const n = nonce();
  c.set('nonce', n);
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  if (h.get('Content-Type')?.startsWith('text/html')) {
    h.set('Content-Security-Policy', contentSecurityPolicy(n));
  }
};
