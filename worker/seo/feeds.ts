import type { Context } from 'hono';
import { translator } from '../../content/i18n/index.ts';
import { localizeTeasers } from '../../shared/news.ts';
import type { AppEnv } from '../env.ts';
import { siteData } from '../data/siteData.ts';
import { COLLECTION_IDS, COLLECTIONS, entryPath, hasEntryPages, type CollectionDef, type CollectionId, type EntryCollectionId, type ListRow } from '../../shared/collections.ts';
import { rssXml } from './rss.ts';
import { sitemapXml, type SitemapEntry } from './sitemap.ts';
import type { Listing } from '../../shared/data.ts';

/** Each entry of one collection, in the languages it is written in. */
function entries(id: EntryCollectionId, listing: Listing<ListRow<CollectionId>>): SitemapEntry[] {
  if (listing.kind !== 'ok') return [];
  const lastmod: string | undefined = (COLLECTIONS[id] as CollectionDef).lastmod;
  return listing.rows.map((r) => ({
    path: entryPath(id, r.slug),
    langs: r.translations.map((t) => t.language),
    ...(lastmod && { lastmod: new Date(String((r as Record<string, unknown>)[lastmod])).toISOString() }),
  }));
}

// Entries without a page of their own are parts of their hub, which the route table lists.
const PAGED = COLLECTION_IDS.filter(hasEntryPages);

/**
 * /sitemap.xml: the route table plus every entry of every collection with entry pages, in the
 * languages it is written in (other addresses show a fallback that is canonical to those). Without
 * a list it still lists the rest, and is not kept.
 */
export async function sitemapResponse(c: Context<AppEnv>): Promise<Response> {
  const data = siteData(c);
  const listings = await Promise.all(PAGED.map((id) => data[id].list() as Promise<Listing<ListRow<CollectionId>>>));
  const extra = PAGED.flatMap((id, i) => entries(id, listings[i]!));
  const complete = listings.every((l) => l.kind === 'ok');
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
