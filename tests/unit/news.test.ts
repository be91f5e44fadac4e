import { describe, expect, it } from 'vitest';

const NEWS = BUNDLED.news;
import { pickHighlights } from '../../app/pages/news/highlights.ts';
import { pageCount, pageSlice, pageWindow, parsePage } from '../../shared/pagination.ts';
import { localizeTeasers } from '../../shared/news.ts';
import { bundledSource } from '../../worker/data/collection.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { sanitizeBody } from '../../worker/data/sanitize.ts';
import { pickTranslation } from '../../shared/translation.ts';

describe('pagination', () => {
  it('shows up to five numbered pages, the window shifting near the ends', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([3, 4, 5, 6]);
  });

  it('counts and slices 12 a page', () => {
    expect([0, 1, 12, 13, 30].map((n) => pageCount(n))).toEqual([0, 1, 1, 2, 3]);
    const items = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageSlice(items, 4)).toEqual([]);
  });

  it('accepts only a plain page number', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('10000')).toBe(10000);
    for (const bad of ['', 'abc', '0', '-1', '1.5', '02', '+2', ' 2', '2 ', '1e3', '0x10', '10001', '99999999999999999999', '２']) {
      expect(parsePage(bad), bad).toBeNull();
    }
  });
});

describe('highlights', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('picks 3 to 5 distinct entries, the same ones every time for one slug', () => {
    const counts = new Set<number>();
    for (const n of NEWS) {
      const picked = pickHighlights(items, n.slug);
      expect(picked.length).toBeGreaterThanOrEqual(3);
      expect(picked.length).toBeLessThanOrEqual(5);
      expect(new Set(picked).size).toBe(picked.length);
      expect(picked.every((p) => items.includes(p))).toBe(true);
      expect(pickHighlights(items, n.slug)).toEqual(picked);
      counts.add(picked.length);
    }
    // Random-looking across articles: not one fixed choice.
    expect(new Set(NEWS.map((n) => pickHighlights(items, n.slug).join())).size).toBeGreaterThan(10);
    expect(counts.size).toBeGreaterThan(1);
  });
});

describe('translation choice', () => {
  const list = [{ language: 'fr' as const, t: 'fr' }, { language: 'en' as const, t: 'en' }];

  it('takes the requested language, else English, else nothing', () => {
    expect(pickTranslation(list, 'fr')?.t).toBe('fr');
    expect(pickTranslation(list, 'ja')?.t).toBe('en');
    expect(pickTranslation([{ language: 'ja' as const }], 'de')).toBeUndefined();
  });
});

describe('bundled news (the offline default)', () => {
  it('has the SQL semantics: published only, at least one translation, newest first', async () => {
    const news = bundledSource(BUNDLED.news, 'news');
    const rows = await news.list();
    expect(rows.map((r) => r.slug)).not.toContain('hollow-knight-look-back');
    expect(rows).toHaveLength(NEWS.filter((n) => n.published && Object.keys(n.translations).length > 0).length);
    const dates = rows.map((r) => Date.parse(r.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(await news.list(2)).toHaveLength(2);
    expect(await news.bySlug('hollow-knight-look-back')).toBeNull();
    expect((await news.bySlug('meet-hornet'))?.translations).toHaveLength(8);
  });

  it('skips items without the requested language or English in a localized list', async () => {
    // Every bundled article has English; an editor's row in Supabase may have only Japanese.
    const [first, ...rest] = await bundledSource(BUNDLED.news, 'news').list();
    const rows = [{ ...first!, translations: first!.translations.filter((t) => t.language === 'ja') }, ...rest];
    expect(localizeTeasers(rows, 'en').map((n) => n.slug)).not.toContain(first!.slug);
    expect(localizeTeasers(rows, 'en')).toHaveLength(rows.length - 1);
    const ja = localizeTeasers(rows, 'ja');
    expect(ja).toHaveLength(rows.length);
    expect(ja.find((n) => n.slug === first!.slug)?.lang).toBe('ja');
  });
});

describe('news body sanitizing', () => {
  it('turns plain-text line breaks into paragraphs and breaks, keeping inline markup', () => {
    expect(sanitizeBody('First <strong>bold</strong> line\nsecond line\n\nNext paragraph')).toBe(
      '<p>First <strong>bold</strong> line<br>second line</p>\n<p>Next paragraph</p>',
    );
    expect(sanitizeBody('  \n ')).toBe('');
  });

  it('keeps HTML bodies as they are written', () => {
    expect(sanitizeBody('<p>One</p>\n<ul>\n<li>Two</li>\n</ul>')).toBe('<p>One</p>\n<ul>\n<li>Two</li>\n</ul>');
  });

  it('drops links that a browser reads as another host: backslashes, entities and tabs that make `//`', () => {
    const offSite = ['/\\attacker.example/x', '\\\\attacker.example', '/&bsol;attacker.example', '/&sol;attacker.example', '/&#92;attacker.example', '/&#x2f;attacker.example', '/\t/attacker.example', '/&Tab;/attacker.example', '/\n/attacker.example'];
    for (const href of offSite) {
      const html = sanitizeBody(`<p><a href="${href}">x</a></p>`);
      expect(html, href).toBe('<p><a>x</a></p>');
    }
    for (const href of ['/news/meet-hornet', '/', '/de/faq?x=1&amp;y=2', '#top', 'https://example.com/a\\b']) {
      expect(sanitizeBody(`<p><a href="${href}">x</a></p>`), href).toBe(`<p><a rel="nofollow noopener noreferrer" href="${href}">x</a></p>`);
    }
  });

  it('lets nothing run, load, embed or style', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(2)>',
      '<a href="javascript:alert(3)">js</a>',
      '<a href="&#106;avascript:alert(4)">entity</a>',
      '<a href="  JaVaScRiPt:alert(5)">spaces</a>',
      '<a href="data:text/html,<script>alert(6)</script>">data</a>',
      '<a href="//evil.example/x">protocol-relative</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="position:fixed" onclick="alert(7)">styled</p>',
      '<svg><script>alert(8)</script></svg>',
      '<style>body{display:none}</style>',
      '<object data="x.swf"></object><embed src="x.swf">',
      '<form action="https://evil.example"><input name=p></form>',
      '<math><mtext><img src=x onerror=alert(9)></mtext></math>',
      '<!-- <script>alert(10)</script> -->',
      '<div><a href="https://ok.example/" onmouseover="alert(11)" target="_top">ok</a></div>',
    ].join('\n');
    const html = sanitizeBody(hostile);
    for (const bad of ['<script', 'alert(', 'onerror', 'onclick', 'onmouseover', 'javascript', 'data:', '//evil', '<iframe', 'style=', '<style', '<svg', '<object', '<embed', '<form', '<input', '<img', '<!--', 'target']) {
      expect(html.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(html).toContain('<a rel="nofollow noopener noreferrer" href="https://ok.example/">ok</a>');
    expect(html).toContain('<p>styled</p>');
  });
});
