import type { Context } from 'hono';
import { translator } from '../../content/i18n/index.ts';
import { localizeTeasers } from '../../shared/news.ts';
import type { AppEnv } from '../env.ts';
import { siteData } from '../data/siteData.ts';
import { rssXml } from './rss.ts';
import { sitemapXml } from './sitemap.ts';

/**
 * /sitemap.xml: the route table plus every article in the languages it is written in (other
 * addresses show a fallback that is canonical to those). Without the news it still lists the pages.
 */
export async function sitemapResponse(c: Context<AppEnv>): Promise<Response> {
  const listing = await siteData(c).news.list();
  const extra = (listing.kind === 'ok' ? listing.rows : []).map((r) => ({
    path: `/news/${r.slug}`,
    lastmod: new Date(r.updated_at).toISOString(),
    langs: r.translations.map((t) => t.language),
  }));
  return c.body(sitemapXml(c.get('origin'), extra), 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    // A sitemap missing its articles must not be kept for an hour.
    'Cache-Control': listing.kind === 'ok' ? 'public, max-age=3600' : 'no-store',
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
