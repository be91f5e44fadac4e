import { LANGS, type Lang } from '../../shared/languages.ts';
import { alternates } from '../../shared/alternates.ts';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';
import { ROUTES } from '../../shared/routes.ts';
import { xmlEscape } from './xml.ts';

export interface SitemapEntry {
  /** Unprefixed path. */
  path: string;
  lastmod?: string;
  /** Languages with their own version (an article's translations); default all eight. */
  langs?: readonly Lang[];
}

/** Canonical pages of the route table plus `extra` (news articles), each in its languages with its alternates. */
export function sitemapXml(origin: string, extra: SitemapEntry[] = []): string {
  const entries: SitemapEntry[] = [...ROUTES.filter((r) => r.sitemap).map((r) => ({ path: r.path })), ...extra];
  const urls = entries.flatMap(({ path, lastmod, langs = LANGS }) => {
    const links = alternates(origin, path, langs)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xmlEscape(a.href)}"/>`)
      .join('');
    return langs.map(
      (l) =>
        `<url><loc>${xmlEscape(absoluteUrl(origin, localizedPath(l, path)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /search\nDisallow: /*/search\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
}
