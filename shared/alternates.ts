import { DEFAULT_LANG, LANGS, LANGUAGES, type Lang } from './languages.ts';
import { absoluteUrl, localizedPath } from './paths.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang links for the languages that have their own version (all eight unless told), plus
 * x-default: English, or the first language when there is no English version.
 */
export function alternates(origin: string, path: string, langs: readonly Lang[] = LANGS): Alternate[] {
  const own = LANGUAGES.filter((l) => langs.includes(l.code));
  const fallback = own.find((l) => l.code === DEFAULT_LANG) ?? own[0];
  return [
    ...own.map((l) => ({ hreflang: l.tag, href: absoluteUrl(origin, localizedPath(l.code, path)) })),
    ...(fallback ? [{ hreflang: 'x-default', href: absoluteUrl(origin, localizedPath(fallback.code, path)) }] : []),
  ];
}
