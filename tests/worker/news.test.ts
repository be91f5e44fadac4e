import { EARLY_SCRIPT } from '../../shared/companion.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const NEWS = BUNDLED.news;
import { get, html, ORIGIN } from './fetch.ts';

afterEach(() => vi.restoreAllMocks());

// The bundled news (no Supabase configured): one draft, the rest in all eight languages (an article
// missing a language is tested against the fake Supabase, news-supabase.test.ts).
const usable = (lang: 'en' | 'ja') =>
  NEWS.filter((n) => n.published && (n.translations[lang] || n.translations.en)).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
const articleLinks = (doc: { tags(t: string): Record<string, string>[] }, prefix = '') =>
  doc.tags('a').filter((a) => a.href?.startsWith(`${prefix}/news/`)).map((a) => a.href);

describe('news list', () => {
  it('shows published news newest first, 12 a page, without items lacking a usable translation', async () => {
    const { res, doc } = await html('/news');
    expect(res.status).toBe(200);
    const expected = usable('en').slice(0, 12).map((n) => `/news/${n.slug}`);
    expect(articleLinks(doc)).toEqual(expected);
    expect(articleLinks(doc)).not.toContain('/news/hollow-knight-look-back');
    expect(doc.text('h2')).toContain(usable('en')[0]!.translations.en!.title);
    expect(doc.html).toContain(usable('en')[0]!.translations.en!.summary.replaceAll("'", '&#x27;'));
  });

  it('gives every item a sized cover with alt text and a date in the page language', async () => {
    const { doc } = await html('/ja/news');
    const covers = doc.tags('img').filter((i) => i.src?.startsWith('/images/news/'));
    expect(covers).toHaveLength(12);
    for (const img of covers) {
      expect(img.width).toBe('1200');
      expect(img.height).toBe('630');
      expect(img.alt).toContain(DICTIONARIES.ja.news.coverAlt.split('{{')[0]!);
    }
    const newest = usable('ja')[0]!;
    expect(doc.tags('time')[0]!.datetime).toBe(newest.date);
    expect(doc.text('time')[0]).toBe(new Intl.DateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(newest.date)));
  });

  it('paginates with Previous, Next and numbered links marking the current page', async () => {
    const first = await html('/news');
    const nav = first.body.match(/<nav aria-label="News pages"[\s\S]*?<\/nav>/)![0];
    expect(nav).toContain('<span aria-disabled="true" class="btn cursor-not-allowed opacity-50">Previous</span>');
    expect(nav).toContain('<a href="/news" aria-label="Page 1" aria-current="page"');
    expect(nav).toContain('<a href="/news?page=2" rel="next" class="btn">Next</a>');

    const { res, doc, body } = await html('/news?page=2');
    expect(res.status).toBe(200);
    expect(articleLinks(doc)).toEqual(usable('en').slice(12, 24).map((n) => `/news/${n.slug}`));
    expect(body).toContain('<a href="/news" rel="prev" class="btn">Previous</a>');
    expect(body).toContain('aria-label="Page 2" aria-current="page"');
    expect(doc.tags('link').find((l) => l.rel === 'canonical')!.href).toBe(`${ORIGIN}/news?page=2`);
    expect(doc.tags('link').find((l) => l.hreflang === 'de')!.href).toBe(`${ORIGIN}/de/news?page=2`);
    expect(doc.text('title')[0]).toContain('Page 2');
    expect((await html('/ja/news?page=2')).doc.tags('a').filter((a) => a.href?.startsWith('/ja/news/'))).toHaveLength(Math.min(12, usable('ja').length - 12));
  });

  it('redirects ?page=1 to the one address of page 1, keeping other parameters', async () => {
    // Only parameters a page reads are kept (any other is redirected away first): a newsletter form's outcome is one.
    for (const [from, to] of [['/news?page=1', '/news'], ['/de/news?page=1&newsletter=success&box=newsletter', '/de/news?newsletter=success&box=newsletter']]) {
      const res = await get(from!);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  it('answers any other odd page value, or a page past the end, with the 404 page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pastTheEnd = String(Math.ceil(usable('en').length / 12) + 1);
    for (const page of ['abc', '0', '-1', '1.5', '02', '', '%3Cscript%3E', pastTheEnd, '10000', '9'.repeat(400)]) {
      const { res, body } = await html(`/news?page=${page}`);
      expect(res.status, page).toBe(404);
      expect(body).toContain(DICTIONARIES.en.notFound.title);
      expect(body.replace(`<script>${EARLY_SCRIPT}</script>`, '')).not.toContain('<script>');
    }
  });

  it('links each language’s feed from every page head', async () => {
    for (const [path, feed] of [['/faq', '/rss.xml'], ['/ja/news', '/ja/rss.xml']]) {
      const { doc } = await html(path!);
      const link = doc.tags('link').find((l) => l.type === 'application/rss+xml');
      expect(link?.rel).toBe('alternate');
      expect(link?.href).toBe(`${ORIGIN}${feed}`);
    }
  });
});

describe('news article', () => {
  const hornet = NEWS.find((n) => n.slug === 'meet-hornet')!;

  it('shows cover, date, reading time, title, summary and the body with line breaks as paragraphs', async () => {
    const { res, doc, body } = await html('/news/meet-hornet');
    expect(res.status).toBe(200);
    expect(doc.text('h1')).toEqual([hornet.translations.en!.title]);
    const cover = doc.tags('img').find((i) => i.src === '/images/news/meet-hornet.svg')!;
    expect([cover.width, cover.height]).toEqual(['1200', '630']);
    expect(cover.alt).toBe(`Cover image: ${hornet.translations.en!.title}`);
    expect(doc.text('time')).toContain('August 26, 2025');
    expect(body).toContain('>5 min read<');
    expect(body).toContain(hornet.translations.en!.summary);
    for (const paragraph of hornet.translations.en!.body.split('\n\n')) expect(body).toContain(`<p>${paragraph}</p>`);
  });

  it('has 3 to 5 highlights, the same on every visit, a players block, the newsletter, sources, hashtags and a share button', async () => {
    const { body, doc } = await html('/news/meet-hornet');
    const highlights = body.match(/<section aria-labelledby="highlights-title"[\s\S]*?<\/section>/)![0];
    const items = [...highlights.matchAll(/<li>([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    // The article's own highlights, drawn from its own facts.
    for (const item of items) expect(hornet.translations.en!.highlights).toContain(item?.replace(/&#x27;/g, "'"));
    expect((await html('/news/meet-hornet')).body.match(/<section aria-labelledby="highlights-title"[\s\S]*?<\/section>/)![0]).toBe(highlights);
    expect(body).toContain(DICTIONARIES.en.news.article.implicationsTitle);
    expect(body).toMatch(/<section id="newsletter"[^>]*>[\s\S]*data-island="newsletter"/);
    const sources = doc.tags('a').filter((a) => hornet.sources.includes(a.href!));
    expect(sources).toHaveLength(hornet.sources.length);
    for (const a of sources) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toBe('noopener noreferrer nofollow');
    }
    expect(doc.text('li')).toEqual(expect.arrayContaining(['#HollowKnight', '#Silksong', '#TeamCherry']));
    expect(body).toContain('data-island="share"');
    expect(body).toContain(`>${DICTIONARIES.en.widgets.share.share}</button>`);
  });

  it('describes itself as a NewsArticle with Open Graph article times; breadcrumbs end with its title', async () => {
    const { doc } = await html('/de/news/meet-hornet');
    expect(doc.meta('og:type')).toBe('article');
    expect(doc.meta('article:published_time')).toBe('2025-08-26T09:00:00.000Z');
    expect(doc.meta('article:modified_time')).toBe('2025-08-26T09:00:00.000Z');
    expect(doc.meta('og:title')).toBe(`${hornet.translations.de!.title} | Silksong Hub`);
    expect(doc.meta('description')).toBe(hornet.translations.de!.summary);
    const ld = doc.jsonLd().find((d) => d['@type'] === 'NewsArticle')!;
    expect(ld).toMatchObject({
      headline: hornet.translations.de!.title,
      datePublished: '2025-08-26T09:00:00.000Z',
      dateModified: '2025-08-26T09:00:00.000Z',
      image: [`${ORIGIN}/images/news/meet-hornet.svg`],
      inLanguage: 'de',
      url: `${ORIGIN}/de/news/meet-hornet`,
      author: { '@type': 'Organization', name: 'Silksong Hub' },
      publisher: { '@type': 'Organization', name: 'Silksong Hub' },
    });
    const crumbs = doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    // The article's own title in the page's language, not the title-cased slug.
    expect(crumbs.itemListElement.at(-1)!.name).toBe(hornet.translations.de!.title);
  });

  it('answers drafts, unknown, hostile and huge slugs with the 404 page, echoing nothing', async () => {
    const info = vi.spyOn(console, 'log');
    for (const slug of ['hollow-knight-look-back', 'no-such-article', '%3Cimg%20src=x%20onerror=alert(1)%3E', 'x'.repeat(5000), 'Meet-Hornet', '%E0%A4%A']) {
      const { res, body } = await html(`/news/${slug}`);
      expect(res.status, slug.slice(0, 30)).toBe(404);
      expect(body).toContain(DICTIONARIES.en.notFound.title);
      expect(body).not.toContain('<img src=x');
    }
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"msg":"not found","path":"/news/no-such-article"'));
  });
});

describe('feeds and sitemap', () => {
  it('serves RSS 2.0 per language, newest first, with only items readable in that language', async () => {
    const res = await get('/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = xml.split('<item>').slice(1);
    expect(items).toHaveLength(usable('en').filter((n) => n.translations.en).length);
    const first = usable('en')[0]!;
    expect(items[0]).toContain(`<title>${first.translations.en!.title}</title>`);
    expect(items[0]).toContain(`<link>${ORIGIN}/news/${first.slug}</link>`);
    expect(items[0]).toContain(`<guid isPermaLink="true">${ORIGIN}/news/${first.slug}</guid>`);
    expect(items[0]).toContain(`<pubDate>${new Date(first.date).toUTCString()}</pubDate>`);
    expect(items[0]).toContain(`<description>${first.translations.en!.summary}</description>`);
    expect(xml).toContain(`<link>${ORIGIN}/news/switch-and-switch-2-same-day</link>`);
    expect(xml).toContain('&amp; Bethesda');

    const ja = await (await get('/ja/rss.xml')).text();
    expect(ja.split('<item>')).toHaveLength(usable('ja').length + 1);
    expect(ja).toContain('<language>ja</language>');
    expect(ja).toContain(`<link>${ORIGIN}/ja/news/switch-and-switch-2-same-day</link>`);
    expect((await get('/xx/rss.xml')).status).toBe(404);
  });

  it('lists each published article in the languages it is written in, with lastmod', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${ORIGIN}/news/welcome-to-pharloom</loc><lastmod>2025-08-29T07:30:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${ORIGIN}/ja/news/welcome-to-pharloom</loc>`);
    expect(xml).not.toContain('hollow-knight-look-back');
    // Written in all eight languages (it was Japanese only until translated): every address, English the x-default.
    const urls = xml.split('<url>').filter((u) => u.includes('/news/switch-and-switch-2-same-day</loc>'));
    expect(urls).toHaveLength(8);
    for (const url of urls) expect(url).toContain(`hreflang="x-default" href="${ORIGIN}/news/switch-and-switch-2-same-day"`);
  });
});
