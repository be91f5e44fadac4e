import type { Context } from 'hono';
import { translator } from '../../shared/i18n.ts';
import { localizeTeasers } from '../../shared/news.ts';
import type { AppEnv } from '../env.ts';
import { siteData } from '../data/siteData.ts';
import { COLLECTIONS, PAGED_IDS, type ListRow, type PagedDef, type PagedId } from '../../shared/collections.ts';
import { entryPath } from '../../shared/routes.ts';
import { rssXml } from './rss.ts';
import { sitemapXml, type SitemapEntry } from './sitemap.ts';
import { listings, type Listing } from '../../shared/data.ts';

/** Each entry of one collection, in the languages it is written in. */
function entries(id: PagedId, listing: Listing<ListRow<PagedId>>): SitemapEntry[] {
  if (listing.kind !== 'ok') return [];
  const lastmod: string | undefined = (COLLECTIONS[id] as PagedDef).lastmod;
  return listing.rows.map((r) => ({
    path: entryPath(id, r.slug),
    langs: r.translations.map((t) => t.language),
    ...(lastmod && { lastmod: new Date(String((r as Record<string, unknown>)[lastmod])).toISOString() }),
  }));
}

// Entries without a page of their own are parts of their hub, which the route table lists.

/**
 * /sitemap.xml: the route table plus every entry of every collection with entry pages, in the
 * languages it is written in (other addresses show a fallback that is canonical to those). Without
 * a list it still lists the rest, and is not kept.
 */
export async function sitemapResponse(c: Context<AppEnv>): Promise<Response> {
  const data = siteData(c);
  const listed = await listings(data, PAGED_IDS);
  const extra = PAGED_IDS.flatMap((id, i) => entries(id, listed[i]!));
  const complete = listed.every((l) => l.kind === 'ok');
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
