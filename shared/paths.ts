import { DEFAULT_LANG, isLang, type Lang } from './languages.ts';

/**
 * The path of `path` (unprefixed, starting with '/', maybe with a query or anchor) in `lang`: English
 * carries no prefix; home in another language is `/es`, so `/#hornet` becomes `/es#hornet`, never
 * `/es/#hornet`, which only redirects to it.
 */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return /^\/(?:[?#]|$)/.test(path) ? `/${lang}${path.slice(1)}` : `/${lang}${path}`;
}

/**
 * Splits a pathname into its language and the rest. The first segment decides; anything that is
 * not a supported code means English and stays part of the path.
 */
export function splitLang(pathname: string): { lang: Lang; rest: string; prefixed: boolean } {
  const [, first, ...more] = pathname.split('/');
  if (isLang(first)) return { lang: first, rest: `/${more.join('/')}`, prefixed: true };
  return { lang: DEFAULT_LANG, rest: pathname || '/', prefixed: false };
}

/**
 * The path (from its first '/' after the host) and the search (with its '?', or '') of an absolute
 * request URL as the runtime normalised it, without parsing it again: page middleware reads it on
 * every request.
 */
export function pathAndSearch(url: string): [path: string, search: string] {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', start);
  return queryAt < 0 ? [url.slice(start), ''] : [url.slice(start, queryAt), url.slice(queryAt)];
}

/** A path on this site as browsers read it: `//host` and `/\\host` (a backslash is a slash to them) name another host. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/** `//a//b/` -> `/a/b/`: an address without empty segments can never be read as `//host`. */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}

// A path of unreserved characters (or percent escapes), not starting `//`, with an optional query of the same.
const PLAIN_ADDRESS = /^\/(?![/\\])[\w\-.~%/]*(?:\?[\w\-.~%=&+]+)?$/;
const DOT_SEGMENT = /\/\.\.?(?=[/?]|$)/;

/**
 * `origin` + an address on this site (a path, with its query if any). The path is set as a path, so a
 * visitor's odd address (`//x`, `/\\x`) stays on this site instead of naming a host; an absolute
 * http(s) address (a news cover on a CDN) is returned as it is.
 */
export function absoluteUrl(origin: string, address: string): string {
  // Our own paths (every link, canonical and alternate of a page) need no URL parsing: there is
  // nothing for it to encode or resolve. Called a dozen times per page.
  if (PLAIN_ADDRESS.test(address) && !DOT_SEGMENT.test(address)) return origin + address;
  if (!address.startsWith('/')) return new URL(address, origin).toString();
  const url = new URL(origin);
  const query = address.indexOf('?');
  url.pathname = query < 0 ? address : address.slice(0, query);
  if (query >= 0) url.search = address.slice(query);
  return url.toString();
}
