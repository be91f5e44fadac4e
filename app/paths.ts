import { DEFAULT_LANG, isLang, type Lang } from '../content/languages.ts';

/** The path of `path` (unprefixed, starting with '/') in `lang`: English carries no prefix. */
export function localizedPath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
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

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
