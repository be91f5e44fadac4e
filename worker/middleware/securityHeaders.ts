import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { EARLY_SCRIPT_HASH } from '../../shared/companion.ts';

/**
 * Hono's maintained secure-headers middleware: its defaults add HSTS, COOP, CORP, Origin-Agent-Cluster
 * and the rest; these options keep our stricter framing and referrer rules, and its NONCE helper gives
 * every response a fresh nonce for React's streaming inline scripts, so `script-src` needs no
 * 'unsafe-inline'; the one inline script of every document (the spoiler level, before paint) is
 * allowed by its hash.
 */
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, EARLY_SCRIPT_HASH],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.youtube-nocookie.com'],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], browsingTopics: [] },
});

/** The policy headers on every answer of the worker; the CSP only on HTML, the one kind of document it serves. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await headers(c, next);
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.delete('Content-Security-Policy');
};
