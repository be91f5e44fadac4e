import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DICTIONARIES } from '../../shared/i18n.ts';
import worker from '../../worker/index.ts';
import { BROWSER_UA } from './fetch.ts';
import { ANON_KEY, fakeSupabase, freshOrigin, newsRows, noRow, pgrst, serverError, SUPABASE_URL, visit, type Visit } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

// The pages through the real worker with Supabase configured and answered by a fake PostgREST.

const storyLinks = (v: { doc: { tags(t: string): Record<string, string>[] } }, prefix = '') =>
  v.doc.tags('a').filter((a) => a.href?.startsWith(`${prefix}/news/story-`)).map((a) => a.href!.replace(`${prefix}/news/`, ''));

function article(translations: { language: string; title: string; summary: string; body: string }[]) {
  return { ...newsRows(1)[0]!, slug: 'story-1', translations };
}

describe('news list from Supabase', () => {
  it('pages 30 rows 12 at a time through one cached backend call', async () => {
    const { calls } = fakeSupabase(() => pgrst(newsRows(30)));
    const origin = freshOrigin();
    const one = await visit(origin, '/news');
    expect(storyLinks(one)).toEqual(Array.from({ length: 12 }, (_, i) => `story-${i + 1}`));
    expect(one.body).toMatch(/aria-label="Page 1" aria-current="page"[\s\S]*aria-label="Page 2"[\s\S]*aria-label="Page 3"/);
    const three = await visit(origin, '/news?page=3');
    expect(storyLinks(three)).toEqual(Array.from({ length: 6 }, (_, i) => `story-${i + 25}`));
    expect(three.body).toContain('aria-label="Page 3" aria-current="page"');
    expect(three.body).toContain('<span aria-disabled="true" class="btn cursor-not-allowed opacity-50">Next</span>');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await visit(origin, '/news?page=4')).res.status).toBe(404);
    expect(calls).toHaveLength(1);
  });

  it('shows each language’s text, English when a translation is missing (marked as English), and skips the rest', async () => {
    const rows = newsRows(3);
    rows[2]!.translations = [{ language: 'ja', title: 'ストーリー', summary: '要約' }];
    fakeSupabase(() => pgrst(rows));
    const origin = freshOrigin();
    const fr = await visit(origin, '/fr/news');
    expect(fr.doc.text('h2').filter((h) => h.startsWith('Histoire'))).toEqual(['Histoire 1', 'Histoire 2']);
    expect(storyLinks(fr, '/fr')).toEqual(['story-1', 'story-2']);
    const de = await visit(origin, '/de/news');
    expect(de.body).toContain('<div lang="en" class="space-y-2"><h2 class="font-display text-xl leading-snug"><a href="/de/news/story-1" class="link">Story 1</a>');
    expect(de.doc.text('time')[0]).toBe('4. September 2025');
  });

  it('streams the shell with skeletons before the backend answers, then the list', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    fakeSupabase(async () => {
      await answered;
      return pgrst(newsRows(3));
    });
    const origin = freshOrigin();
    const ctx = createExecutionContext();
    const vars = { ...env, SITE_URL: origin, SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY };
    const res = await worker.fetch(new Request(`${origin}/news`, { headers: { 'user-agent': BROWSER_UA } }), vars, ctx);
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let html = '';
    while (!html.includes('</main>')) html += (await reader.read()).value ?? '';
    expect(html).toContain('data-skeleton="news"');
    expect(html).toContain(`<title>${DICTIONARIES.en.seo.news.title} | Silksong Hub</title>`);
    expect(html).not.toContain('Story 1');
    answer();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) html += chunk.value;
    expect(html).toContain('>Story 1</a>');
    await waitOnExecutionContext(ctx);
    // The route streams whatever the data layer holds (no guess at whether the list is at hand): a
    // person's uncached visit gets the shell and then the list; a crawler gets the list in place.
    const again = await visit(origin, '/news?box=again', { ua: BROWSER_UA });
    expect(again.body).toContain('>Story 1</a>');
    expect(again.body).toContain('data-skeleton="news"');
    const crawler = await visit(origin, '/news?box=crawler');
    expect(crawler.body).not.toContain('data-skeleton');
    expect(crawler.body).toContain('<!--$--><ul class="grid');
    expect(crawler.body).not.toContain('<template');
  });

  it('shows the empty state (and logs) when the backend fails with nothing cached; later pages and the feed say 503', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const origin = freshOrigin();
    const list = await visit(origin, '/news');
    expect(list.res.status).toBe(200);
    expect(list.body).toContain(DICTIONARIES.en.news.empty);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"msg":"backend failed, nothing cached"'));
    const two = await visit(origin, '/news?page=2');
    expect(two.res.status).toBe(503);
    expect(two.res.headers.get('retry-after')).toBe('120');
    const feed = await visit(origin, '/rss.xml');
    expect(feed.res.status).toBe(503);
    const sitemap = await visit(origin, '/sitemap.xml');
    expect(sitemap.res.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${origin}/guides</loc>`);
  });

  it('keeps showing the cached list when the backend fails later', async () => {
    let up = true;
    fakeSupabase(() => (up ? pgrst(newsRows(2)) : serverError()));
    const origin = freshOrigin();
    expect(storyLinks(await visit(origin, '/news'))).toEqual(['story-1', 'story-2']);
    up = false;
    expect(storyLinks(await visit(origin, '/news'))).toEqual(['story-1', 'story-2']);
  });

  it('treats an answer with a malformed row as a failure: the empty state, not stored, and the real list once it recovers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rows: unknown[] = newsRows(3);
    rows[1] = { ...newsRows(2)[1]!, date: null };
    fakeSupabase(() => pgrst(rows));
    const origin = freshOrigin();
    const { res, ...v } = await visit(origin, '/news');
    expect(res.status).toBe(200);
    expect(storyLinks({ ...v })).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"msg":"malformed row"'));
    vi.mocked(globalThis.fetch).mockRestore();
    fakeSupabase(() => pgrst(newsRows(3)));
    const after = await visit(origin, '/news');
    expect(after.res.headers.get('x-page-cache')).toBe('MISS');
    expect(storyLinks(after)).toEqual(['story-1', 'story-2', 'story-3']);
  });
});

describe('news article from Supabase', () => {
  it('is 404 when PostgREST has no such row and 503 (404 page, Retry-After) when the query fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase((call) => (call.url.searchParams.get('slug') === 'eq.gone' ? noRow() : serverError()));
    const origin = freshOrigin();
    const gone = await visit(origin, '/news/gone');
    expect(gone.res.status).toBe(404);
    expect(gone.body).toContain(DICTIONARIES.en.notFound.title);
    const broken = await visit(origin, '/es/news/broken');
    expect(broken.res.status).toBe(503);
    expect(broken.res.headers.get('retry-after')).toBe('120');
    expect(broken.res.headers.get('cache-control')).toBe('no-store');
    expect(broken.body).toContain(DICTIONARIES.es.notFound.title);
    expect(broken.doc.meta('robots')).toBe('noindex, follow');
  });

  it('says "Translation not found" when the article has neither the language nor English', async () => {
    fakeSupabase(() => pgrst(article([{ language: 'fr', title: 'Histoire', summary: 'Résumé', body: 'Texte' }])));
    const origin = freshOrigin();
    const de = await visit(origin, '/de/news/story-1');
    expect(de.res.status).toBe(404);
    expect(de.body).toContain(DICTIONARIES.de.news.untranslated.title);
    expect(de.doc.meta('robots')).toBe('noindex, follow');
    const fr = await visit(origin, '/fr/news/story-1');
    expect(fr.doc.text('h1')).toEqual(['Histoire']);
    // The untranslated page is named by what it says.
    const crumbs = de.doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)!.name).toBe(DICTIONARIES.de.news.untranslated.title);
  });

  it('links only the languages an article exists in, the same its alternates name, the current one marked', async () => {
    fakeSupabase(() => pgrst(article([{ language: 'ja', title: '物語', summary: '要約', body: '本文' }])));
    const origin = freshOrigin();
    // The header's language menu (the footer repeats the same list).
    const menuOf = (doc: Visit['doc']) => {
      const links = doc.tags('a').filter((a) => a.class === 'lang-link');
      return links.slice(0, links.length / 2);
    };
    const { doc } = await visit(origin, '/ja/news/story-1');
    const menu = menuOf(doc);
    expect(menu.map((a) => a.href)).toEqual(['/ja/news/story-1']);
    expect(menu[0]!['aria-current']).toBe('true');
    const alternates = doc.tags('link').filter((t) => t.rel === 'alternate' && t.hreflang && t.hreflang !== 'x-default');
    expect(alternates.map((t) => t.hreflang)).toEqual(menu.map((a) => a.hreflang));
    // Shown in another language ('Translation not found'): that language, marked, and the one it is written in.
    const untranslated = menuOf((await visit(origin, '/de/news/story-1')).doc);
    expect(untranslated.map((a) => [a.href, a['aria-current']])).toEqual([
      ['/de/news/story-1', 'true'],
      ['/ja/news/story-1', undefined],
    ]);
  });

  it('falls back to English, marked as English', async () => {
    fakeSupabase(() => pgrst(article([{ language: 'en', title: 'Story', summary: 'Summary', body: 'Text' }])));
    const { doc, body } = await visit(freshOrigin(), '/ru/news/story-1');
    expect(body).toContain('<h1 lang="en"');
    expect(body).toContain('<span aria-current="page" class="text-silk" lang="en">Story</span>');
    // And says so, in the visitor's language.
    expect(doc.text('p')).toContain(DICTIONARIES.ru.news.fallback);
    expect(doc.jsonLd().find((d) => d['@type'] === 'NewsArticle')!.inLanguage).toBe('en');
    // The fallback is a copy of the English page, which stays the canonical one.
    expect(doc.tags('link').find((l) => l.rel === 'canonical')!.href).toMatch(/^https:\/\/site-\d+\.silksong\.test\/news\/story-1$/);
    // Only the languages it is written in are alternates.
    expect(doc.tags('link').filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.hreflang)).toEqual(['en', 'x-default']);
  });

  it('renders hostile HTML in a body harmlessly', async () => {
    const body = [
      'Intro <strong>bold</strong>\nsecond line',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '<a href="javascript:alert(3)">bad link</a> <a href="https://ok.example/">good link</a>',
      '<iframe src="https://evil.example"></iframe><b style="color:red" onclick="alert(4)">styled</b>',
    ].join('\n\n');
    fakeSupabase(() => pgrst(article([{ language: 'en', title: '<script>alert(5)</script>', summary: 'S', body }])));
    const v = await visit(freshOrigin(), '/news/story-1');
    expect(v.res.status).toBe(200);
    const main = v.body.match(/<main[\s\S]*<\/main>/)![0];
    for (const bad of ['<script>', 'onerror', 'javascript:', '<iframe', 'style=', 'onclick']) expect(main).not.toContain(bad);
    expect(main).toContain('<p>Intro <strong>bold</strong><br>second line</p>');
    expect(main).toContain('<a rel="nofollow noopener noreferrer" href="https://ok.example/">good link</a>');
    expect(v.doc.text('h1')).toEqual(['<script>alert(5)</script>']);
    expect(v.body).not.toContain('<script>alert(5)');
  });
});
