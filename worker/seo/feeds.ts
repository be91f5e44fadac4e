import type { Context } from 'hono';
import { translator } from '../../content/i18n/index.ts';
import { localizeTeasers } from '../../shared/news.ts';
import type { AppEnv } from '../env.ts';
import { siteData } from '../data/siteData.ts';
import { fillPath, route, type RouteId } from '../../app/routes/index.tsx';
import { rssXml } from './rss.ts';
import { sitemapXml, type SitemapEntry } from './sitemap.ts';
import type { Listing } from '../../shared/data.ts';
import type { Lang } from '../../content/languages.ts';

// The entries of one list (pages of the route `id`), each in the languages it is written in.
function entries<R extends { slug: string; translations: { language: Lang }[] }>(listing: Listing<R>, id: RouteId, lastmod?: (row: R) => string): SitemapEntry[] {
  if (listing.kind !== 'ok') return [];
  return listing.rows.map((r) => ({ path: fillPath(route(id).path, { slug: r.slug }), langs: r.translations.map((t) => t.language), ...(lastmod && { lastmod: lastmod(r) }) }));
}

/**
 * /sitemap.xml: the route table plus every article and encyclopaedia entry in the languages it is
 * written in (other addresses show a fallback that is canonical to those). Without a list it still
 * lists the rest, and is not kept.
 */
export async function sitemapResponse(c: Context<AppEnv>): Promise<Response> {
  const data = siteData(c);
  const [news, bosses, items, zones, trailers] = await Promise.all([data.news.list(), data.bosses.list(), data.items.list(), data.zones.list(), data.trailers.list()]);
  const extra = [
    ...entries(news, 'newsArticle', (r) => new Date(r.updated_at).toISOString()),
    ...entries(bosses, 'bossEntry'),
    ...entries(items, 'itemEntry'),
    ...entries(zones, 'zoneEntry'),
    ...entries(trailers, 'trailer'),
  ];
  const complete = [news, bosses, items, zones, trailers].every((l) => l.kind === 'ok');
  return c.body(sitemapXml(c.get('origin'), extra), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    // A sitemap missing some of its entries must not be kept for an hour.
    'Cache-Control': complete ? 'public, max-age=3600' : 'no-store',
  });
}

/** /rss.xml and /{lang}/rss.xml; 503 rather than an empty feed when the news could not be read. */
export async function rssResponse(c: Context<AppEnv>): Promise<Response> {
  const listing = await siteData(c).news.list();
  if (listing.kind === 'failed') {
    return c.text('The news feed is unavailable right now.', 503, { 'Retry-After': '120', 'Cache-Control': 'no-store' });
  }
  const lang = c.get('lang');
  return c.body(rssXml(c.get('origin'), lang, translator(lang), localizeTeasers(listing.rows, lang)), 200, {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  });
}
