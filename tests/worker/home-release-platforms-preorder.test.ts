import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate, type Key } from '../../shared/i18n.ts';
import { LANGUAGES, language, type Lang } from '../../shared/languages.ts';
import { prose } from '../../shared/prose.ts';
import { RELEASE_TRAILER_ID, watchUrl } from '../../shared/media.ts';
import { SALE_FACTS, UNLOCK_SOURCES, UNLOCK_ZONES } from '../../shared/static/launch.ts';
import { OFFICIAL_PC_REQUIREMENTS } from '../../shared/static/officialPcRequirements.ts';
import { PLATFORMS } from '../../shared/static/platforms.ts';
import { RUMOURED } from '../../shared/static/releaseDate.ts';
import { CONSOLE_SPECS } from '../../shared/static/requirements.ts';
import type { SourcedFact } from '../../shared/static/sources.ts';
import { STORE_LINKS } from '../../shared/static/stores.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { localizedPath } from '../../shared/paths.ts';
import { children } from '../../shared/routes.ts';
import { BROWSER_UA, html, type Doc } from './fetch.ts';
import { fakeSupabase, freshOrigin, newsRows, pgrst, serverError, visit } from './postgrest.ts';

/** A text of a bundled row (the pre-order variants', the requirements'), in one language. */
function rowText(rows: readonly { slug: string; translations: Partial<Record<Lang, object>> }[], slug: string, lang: Lang, field: string): string {
  return String((rows.find((r) => r.slug === slug)!.translations[lang] as Record<string, unknown>)[field]);
}

// English and two languages whose dates and numbers look different: the product's fixed values must not change.
const LANGS: readonly Lang[] = ['en', 'de', 'ja'];

/** The HTML of the `<section>` labelled by heading `id`, nested sections included. */
function section(doc: Doc, id: string): string {
  const start = doc.html.indexOf(`<section aria-labelledby="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (const m of doc.html.slice(start).matchAll(/<(\/?)section\b/g)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return doc.html.slice(start, start + m.index!);
  }
  throw new Error(`unclosed section #${id}`);
}

/** The status badge beside 'Performance' in a platform's facts. */
function performanceBadge(source: string): string {
  const facts = source.match(/<dl\b[\s\S]*?<\/dl>/)![0];
  return clean(facts.match(/<span\b[^>]*>([^<]*)<\/span>/)![1]!);
}

function clean(s: string): string {
  return s
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    // Collapse layout whitespace only: Intl output keeps its no-break spaces.
    .replace(/[ \t\r\n]+/g, ' ')
    .trim();
}

/** Tables as caption and rows of cell texts (header row first). */
function tables(source: string): { caption: string; rows: string[][] }[] {
  return [...source.matchAll(/<table\b[\s\S]*?<\/table>/g)].map(([t]) => ({
    caption: clean(t.match(/<caption\b[^>]*>([\s\S]*?)<\/caption>/)?.[1] ?? ''),
    rows: [...t.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd]\b[^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => clean(cell!)),
    ),
  }));
}

function table(source: string, caption: string) {
  const found = tables(source).find((t) => t.caption === caption);
  expect(found, `table "${caption}"`).toBeDefined();
  return found!;
}

function externalLinks(source: string): Record<string, string>[] {
  return [...source.matchAll(/<a\b([^>]*)>/g)]
    .map(([, attrs]) => Object.fromEntries([...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]!.replace(/&amp;/g, '&')])))
    .filter((a) => a.target === '_blank');
}

/** The FAQ accordion's questions and answers must be the FAQPage JSON-LD's, in order. */
function expectFaqMatchesJsonLd(doc: Doc, faqId = 'faq') {
  const faq = section(doc, faqId);
  const visible = [...faq.matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>\s*<p\b[^>]*>([\s\S]*?)<\/p>/g)].map(([, q, a]) => [clean(q!), clean(a!)]);
  expect(visible.length).toBeGreaterThan(0);
  const ld = doc.jsonLd().find((d) => d['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
  expect(ld, 'FAQPage JSON-LD').toBeDefined();
  expect(ld!.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(visible);
}

/** Each fact's text is followed by links to each of its sources, in its own list item. */
function expectSourcedFacts(source: string, lang: Lang, facts: readonly SourcedFact[], params?: Record<string, string>) {
  const items = [...source.matchAll(/<li class="card space-y-2">([\s\S]*?)<\/ul><\/div><\/li>/g)].map((m) => m[1]!);
  expect(items.map((item) => clean(item.match(/<p\b[^>]*>([\s\S]*?)<\/p>/)![1]!))).toEqual(facts.map((f) => prose(lang)(f.text, params)));
  items.forEach((item, i) => {
    expect(externalLinks(item).map((a) => a.href)).toEqual(facts[i]!.sources);
    expect(clean(item)).toContain(translate(lang, 'common.sources'));
  });
}

const longDate = (lang: Lang) => new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 8, 4));

const price = (lang: Lang, currency: string, amount: number) =>
  new Intl.NumberFormat(language(lang).tag, { style: 'currency', currency }).format(amount);

describe('home', () => {
  for (const lang of LANGS) {
    it(`${lang}: hero first, then the Release Trailer button, three story sections, the trailer and eight stores`, async () => {
      const { doc } = await html(localizedPath(lang, '/'));
      const main = doc.html.slice(doc.html.indexOf('<main'));
      expect(main.indexOf('class="hero"')).toBeLessThan(main.indexOf('aria-labelledby="out-now"'));

      const trailerButton = externalLinks(section(doc, 'out-now'));
      expect(trailerButton).toEqual([expect.objectContaining({ href: watchUrl(RELEASE_TRAILER_ID), rel: 'noopener noreferrer' })]);

      for (const id of ['hornet', 'foes', 'silk']) {
        const img = section(doc, id).match(/<img\b[^>]*>/)![0];
        expect(img).toMatch(/ width="\d+"/);
        expect(img).toMatch(/ height="\d+"/);
        // Lazy: the lazy-image island sets src within 50 px of the viewport; until then a placeholder (valid HTML).
        expect(img).toMatch(/ data-src="\/images\/home\/[^"]+"/);
        expect(img).toMatch(/ src="data:image\/svg\+xml,[^"]+"/);
        expect(img).toMatch(/ alt="[^"]{10,}"/);
      }
      expect(clean(section(doc, 'foes'))).toContain('150');

      const embed = section(doc, 'trailer').match(/data-island="video" data-props="([^"]*)"/);
      expect(JSON.parse(embed![1]!.replace(/&quot;/g, '"'))).toMatchObject({ videoId: RELEASE_TRAILER_ID, background: false, controls: true });

      const stores = externalLinks(section(doc, 'stores'));
      expect(stores.map((a) => a.href)).toEqual(STORE_LINKS.map((s) => s.url));
      for (const a of stores) expect(a.rel).toBe('noopener noreferrer');
      const alts = [...section(doc, 'stores').matchAll(/<img\b[^>]*alt="([^"]+)"/g)].map((m) => m[1]);
      expect(alts).toEqual(STORE_LINKS.map((s) => clean(translate(lang, s.alt))));
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: the companion in the hero, the latest news, the game being out and the guides first; the finished countdown further down`, async () => {
      const { doc } = await html(localizedPath(lang, '/'));
      const tr = (k: string) => translate(lang, k as Key);
      const main = doc.html.slice(doc.html.indexOf('<main'));
      const order = ['class="hero"', 'aria-labelledby="companion"', 'aria-labelledby="latest-news"', 'aria-labelledby="out-now"', 'aria-labelledby="guides"', 'aria-labelledby="hornet"', 'aria-labelledby="trailer"', 'data-island="countdown"', 'aria-labelledby="stores"'];
      const at = order.map((a) => main.indexOf(a));
      expect(at.every((i) => i >= 0), String(at)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      // Nothing to count down to in the hero any more.
      expect(main.slice(0, main.indexOf('aria-labelledby="out-now"'))).not.toContain('data-island="countdown"');

      const hrefs = (source: string) => [...source.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
      expect(hrefs(section(doc, 'out-now'))).toContain(localizedPath(lang, '/preorder'));
      expect(clean(section(doc, 'out-now'))).toContain(tr('nav.preorder'));

      // The three newest articles, as the news list orders them, then the way to all of them.
      const list = (await html(localizedPath(lang, '/news'))).doc.html;
      const newest = hrefs(list.slice(list.indexOf('<main'))).filter((h) => h!.startsWith(localizedPath(lang, '/news/'))).slice(0, 3);
      const news = section(doc, 'latest-news');
      expect(news.match(/<article\b/g)).toHaveLength(3);
      expect(hrefs(news).filter((h) => h!.startsWith(localizedPath(lang, '/news/')))).toEqual(newest);
      expect(hrefs(news)).toContain(localizedPath(lang, '/news'));

      const companion = section(doc, 'companion');
      expect(clean(companion)).toContain(prose(lang)('home.companion.text'));
      expect(hrefs(companion)).toEqual([`${localizedPath(lang, '/progress')}#missing`, localizedPath(lang, '/guides/map')]);
      expect(clean(companion)).toContain(tr('home.companion.continue'));
      // The count of what this browser has ticked off: 0 until the companion summary's script reads it.
      expect(companion).toMatch(/<output data-ticked-count="true" data-template="[^"]+">/);
      expect(companion).toMatch(/<select id="spoiler-level-home" data-spoiler-level="true"/);

      const guides = section(doc, 'guides');
      expect(hrefs(guides)).toEqual([...children('guides').map((r) => localizedPath(lang, r.path)), localizedPath(lang, '/guides')]);

      const countdown = JSON.parse(main.match(/data-island="countdown" data-props="([^"]*)"/)![1]!.replace(/&quot;/g, '"')) as { targetDate: string; showSubscription: boolean };
      expect(countdown).toMatchObject({ targetDate: '2025-09-03T16:00:00Z', showSubscription: true });
      expect(main).toContain('data-state="finished"');
      expect(clean(main)).toContain(tr('widgets.countdown.finished'));

      // The header, videos, lazy images, the countdown and the companion's count: no other script.
      expect(new Set([...doc.html.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]))).toEqual(new Set(['header', 'video', 'lazyImage', 'countdown', 'companionSummary']));
    });
  }

  describe('latest news from Supabase', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows the three newest articles and keeps the page in the cache', async () => {
      fakeSupabase(() => pgrst(newsRows(5)));
      const origin = freshOrigin();
      const first = await visit(origin, '/fr', { ua: BROWSER_UA });
      expect(first.res.status).toBe(200);
      expect(clean(section(first.doc, 'latest-news'))).toMatch(/Histoire 1.*Histoire 2.*Histoire 3/);
      expect(clean(section(first.doc, 'latest-news'))).not.toContain('Histoire 4');
      expect((await visit(origin, '/fr', { ua: BROWSER_UA })).res.headers.get('x-page-cache')).toBe('HIT');
    });

    it('still answers 200 with the rest of the page when the news cannot be read, and does not keep that copy', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeSupabase(() => serverError());
      const origin = freshOrigin();
      const first = await visit(origin, '/de', { ua: BROWSER_UA });
      expect(first.res.status).toBe(200);
      expect(clean(section(first.doc, 'latest-news'))).toContain(translate('de', 'home.news.unavailable'));
      expect(section(first.doc, 'latest-news')).not.toMatch(/<article\b/);
      for (const id of ['out-now', 'companion', 'guides', 'hornet', 'trailer', 'stores']) expect(first.body).toContain(`aria-labelledby="${id}"`);
      expect(first.body).toContain('data-island="countdown"');
      expect((await visit(origin, '/de', { ua: BROWSER_UA })).res.headers.get('x-page-cache')).toBe('MISS');
    });
  });

  it('says "over 150 new foes" in English', async () => {
    const { doc } = await html('/');
    expect(clean(section(doc, 'foes'))).toContain('over 150 new foes');
  });
});

describe('release date', () => {
  const times = [['12:00', 'UTC'], ['04:00', 'PST'], ['07:00', 'EST'], ['13:00', 'CET'], ['20:00', 'HKT'], ['21:00', 'JST']];

  it('shows the real unlock time in English beside the estimates, each labelled', async () => {
    const { doc } = await html('/release-date');
    // Whichever space the runtime's ICU puts before AM and PM.
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const rows = table(section(doc, 'unlock-times'), 'Actual unlock time, one moment worldwide').rows.slice(1);
    expect(rows.map((r) => r.map(plain))).toEqual([
      ['Coordinated Universal Time', 'Thursday, September 4, 2025 at 2:00 PM'],
      ['Pacific Daylight Time', 'Thursday, September 4, 2025 at 7:00 AM'],
      ['Eastern Daylight Time', 'Thursday, September 4, 2025 at 10:00 AM'],
      ['British Summer Time', 'Thursday, September 4, 2025 at 3:00 PM'],
      ['Central European Summer Time', 'Thursday, September 4, 2025 at 4:00 PM'],
      ['Japan Standard Time', 'Thursday, September 4, 2025 at 11:00 PM'],
      ['Australian Eastern Standard Time', 'Friday, September 5, 2025 at 12:00 AM'],
    ]);
    expect(plain(clean(section(doc, 'unlock-times')))).toContain('2:00 PM (UTC) on September 4, 2025, later than the estimate');
    expect(doc.text('h2')).toEqual(expect.arrayContaining(['When it unlocked', 'Our pre-launch estimates']));
    expect(table(section(doc, 'release-times'), 'Release times this site estimated before launch').rows).toHaveLength(7);
  });

  it('says in English that the free-content rumour came true, without a release date', async () => {
    const { doc } = await html('/release-date');
    expect(clean(section(doc, 'confirmed-and-rumoured'))).toContain(
      'Since then No longer just a hope: on December 15, 2025 Team Cherry announced Sea of Sorrow, a free expansion for Silksong, for 2026. No release date has been given yet.',
    );
  });

  it('shows September 4, 2025 in English', async () => {
    const { doc } = await html('/release-date');
    expect(doc.text('time')).toContain('September 4, 2025');
  });

  for (const lang of LANGS) {
    it(`${lang}: the date, the six release times, both collapsibles open, links and FAQ`, async () => {
      const { doc } = await html(localizedPath(lang, '/release-date'));
      const date = new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 8, 4));
      expect(doc.html).toContain(`<time dateTime="2025-09-04">${date}</time>`);

      const zones = table(section(doc, 'release-times'), translate(lang, 'release.timezones.caption'));
      expect(zones.rows[0]).toEqual(['release.timezones.time', 'release.timezones.zone', 'release.timezones.name'].map((k) => translate(lang, k as Key)));
      expect(zones.rows.slice(1).map((r) => r.slice(0, 2))).toEqual(times);
      expect(zones.rows[2]![2]).toBe(translate(lang, 'release.timezones.names.pst'));

      // The real unlock: one instant, written by Intl for each zone in the page language, before the estimates.
      const tag = language(lang).tag;
      const instant = new Date('2025-09-04T14:00:00Z');
      const unlock = section(doc, 'unlock-times');
      expect(doc.html.indexOf('aria-labelledby="unlock-times"')).toBeLessThan(doc.html.indexOf('aria-labelledby="release-times"'));
      expect(table(unlock, translate(lang, 'release.unlock.caption')).rows).toEqual([
        [translate(lang, 'release.unlock.zone'), translate(lang, 'release.unlock.time')],
        ...UNLOCK_ZONES.map((timeZone) => [
          new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'long' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')!.value,
          new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(instant),
        ]),
      ]);
      expect(unlock.match(/<time dateTime="2025-09-04T14:00:00Z">/g)).toHaveLength(UNLOCK_ZONES.length);
      const utc = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: 'UTC' }).format(instant);
      expect(clean(unlock)).toContain(clean(prose(lang)('release.unlock.text', { time: utc, date })));
      expect(externalLinks(unlock).map((a) => a.href)).toEqual(UNLOCK_SOURCES);
      expect(clean(section(doc, 'release-times'))).toContain(prose(lang)('release.timezones.note'));

      expect(clean(section(doc, 'timeline'))).toMatch(/2019.*2022.*2024.*2025/);

      const details = [...section(doc, 'confirmed-and-rumoured').matchAll(/<details\b([^>]*)>/g)].map((m) => m[1]);
      expect(details).toHaveLength(2);
      for (const attrs of details) expect(attrs).toMatch(/\bopen=""/);
      // The free-content rumour stays, followed by what came of it (Sea of Sorrow), its page and its sources.
      const known = section(doc, 'confirmed-and-rumoured');
      const outcome = RUMOURED.find((r) => r.outcome)!.outcome!;
      const announced = new Intl.DateTimeFormat(language(lang).tag, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 11, 15));
      expect(clean(known)).toContain(clean(prose(lang)('release.known.rumoured.items.dlc')));
      expect(clean(known)).toContain(clean(prose(lang)(outcome.text, { date: announced })));
      expect(known).toContain(`href="${localizedPath(lang, '/sea-of-sorrow')}"`);
      expect(externalLinks(known).map((a) => a.href)).toEqual(outcome.sources);

      const hrefs = doc.tags('a').map((a) => a.href);
      for (const path of ['/preorder', '/platforms', '/system-requirements']) expect(hrefs).toContain(localizedPath(lang, path));
      expectFaqMatchesJsonLd(doc);
    });
  }
});

describe('platforms and system requirements', () => {
  // Hardware alternatives joined by each language's own "or"; the product's names stay as written.
  const OR: Record<Lang, string> = { en: ' or ', es: ' o ', pt: ' ou ', fr: ' ou ', de: ' oder ', zh: '或', ja: 'または', ru: ' или ' };
  const minimum = (lang: Lang) => ['Windows 10 64-bit', `Intel i3-6100${OR[lang]}AMD FX-6300`, '4 GB RAM', `GTX 750 Ti${OR[lang]}R7 260X`, 'DirectX 11', '15 GB'];
  const recommended = (lang: Lang) => ['Windows 11', `i5-8400${OR[lang]}Ryzen 5 2600`, '8 GB RAM', `GTX 1060${OR[lang]}RX 580`, 'DirectX 12'];
  // Team Cherry's figures from the Steam store page; the recommended OS is not in two sources.
  const officialMinimum = (lang: Lang) => [
    prose(lang)('platforms.pc.official.os'),
    `Intel Core i3-3240${OR[lang]}AMD FX-4300`,
    '4 GB RAM',
    `GeForce GTX 560 Ti (1 GB)${OR[lang]}Radeon HD 7750 (1 GB)`,
    'DirectX 10',
    '8 GB',
  ];
  const officialRecommended = (lang: Lang) => [
    translate(lang, 'platformsPage.pc.official.unconfirmed'),
    'Intel Core i5-3470',
    '8 GB RAM',
    `GeForce GTX 1050 (2 GB)${OR[lang]}Radeon R9 380 (2 GB)`,
    'DirectX 10',
    '8 GB',
  ];
  const consoles = [
    ['PlayStation 5', '4K', '60 FPS', 'pending'],
    ['Xbox Series X', '4K', '60 FPS', 'pending'],
    ['Xbox Series S', '1440p', '60 FPS', 'pending'],
    ['Nintendo Switch', '1080p docked / 720p handheld', '60 FPS', 'confirmed'],
  ] as const;

  for (const lang of LANGS) {
    for (const path of ['/platforms', '/system-requirements']) {
      it(`${lang} ${path}: cards, PC specs, console targets, FAQ`, async () => {
        const { doc } = await html(localizedPath(lang, path));
        const tr = (k: string) => translate(lang, k as Key);

        const cards = section(doc, 'platform-cards');
        expect(cards.match(/<li\b/g)).toHaveLength(4);
        // One source: the console table confirms the Switch, so its card does too; the rest stay unconfirmed.
        for (const p of PLATFORMS) {
          const card = cards.split(/<li\b/).find((c) => c.includes(`href="${localizedPath(lang, `/platforms/${p.slug}`)}"`))!;
          const status = p.slug === 'nintendo' ? 'platformsPage.console.confirmed' : 'platformsPage.cards.unconfirmed';
          expect(performanceBadge(card), p.slug).toBe(tr(status));
        }
        expect(clean(cards)).toContain(tr('platformsPage.cards.gamePass'));
        for (const p of PLATFORMS) expect(cards).toContain(`href="${localizedPath(lang, `/platforms/${p.slug}`)}"`);

        // The official requirements first, each level with its sources; then the SPEC's estimate, labelled as such.
        const official = section(doc, 'official-pc-requirements');
        expect(doc.html.indexOf('aria-labelledby="official-pc-requirements"')).toBeLessThan(doc.html.indexOf('aria-labelledby="pc-requirements"'));
        const officialMin = table(official, tr('platformsPage.pc.official.minimum')).rows.slice(1);
        const officialRec = table(official, tr('platformsPage.pc.official.recommended')).rows.slice(1);
        expect(officialMin.map((r) => r[0])).toEqual(['os', 'processor', 'memory', 'graphics', 'directx', 'storage'].map((k) => tr(`platformsPage.pc.${k}`)));
        expect(officialMin.map((r) => r[1])).toEqual(officialMinimum(lang));
        expect(officialRec.map((r) => r[1])).toEqual(officialRecommended(lang));
        expect(externalLinks(official).map((a) => a.href)).toEqual(OFFICIAL_PC_REQUIREMENTS.flatMap((l) => l.sources));

        const pc = section(doc, 'pc-requirements');
        expect(clean(pc)).toContain(prose(lang)('platforms.pc.estimate'));
        const min = table(pc, tr('platformsPage.pc.minimum')).rows.slice(1);
        const rec = table(pc, tr('platformsPage.pc.recommended')).rows.slice(1);
        expect(min.map((r) => r[0])).toEqual(['os', 'processor', 'memory', 'graphics', 'directx', 'storage', 'additional'].map((k) => tr(`platformsPage.pc.${k}`)));
        expect(min.slice(0, 6).map((r) => r[1])).toEqual(minimum(lang));
        expect(rec.slice(0, 5).map((r) => r[1])).toEqual(recommended(lang));
        expect(rec[5]![1]).toBe(`15 GB (${rowText(BUNDLED.system_requirements, 'recommended', lang, 'storage_note')})`);

        const targets = table(section(doc, 'console-performance'), tr('platformsPage.console.caption')).rows.slice(1);
        const resolution = (r: string) => r.replace('docked', tr('platformsPage.console.docked')).replace('handheld', tr('platformsPage.console.handheld'));
        expect(targets.map((r) => [r[0], r[1], r[2], r[4]])).toEqual(
          consoles.map(([platform, res, fps, status]) => [platform, resolution(res), fps, tr(`platformsPage.console.${status}`)]),
        );
        // Each console's features are one text of the language, not labels joined by the page ("Logros e Incluido en Game Pass").
        expect(targets.map((r) => r[3])).toEqual((['playstation', 'xbox', 'xbox', 'switch'] as const).map((k) => prose(lang)(`platforms.console.features.${k}`)));

        for (const id of ['official-pc-requirements', 'pc-official-minimum', 'pc-official-recommended', 'pc-requirements', 'pc-minimum', 'pc-recommended', 'console-performance', 'optimization-tips', 'release-info', 'performance-faq']) {
          expect(doc.html).toContain(`id="${id}"`);
        }
        expectFaqMatchesJsonLd(doc, 'performance-faq');
      });
    }
  }

  for (const { code } of LANGUAGES) {
    it(`${code}: PC processor and graphics alternatives read in the page language`, async () => {
      const { doc } = await html(localizedPath(code, '/system-requirements'));
      const pc = section(doc, 'pc-requirements');
      const min = table(pc, translate(code, 'platformsPage.pc.minimum')).rows.slice(1).map((r) => r[1]);
      const rec = table(pc, translate(code, 'platformsPage.pc.recommended')).rows.slice(1).map((r) => r[1]);
      expect(min.slice(0, 6)).toEqual(minimum(code));
      expect(rec.slice(0, 5)).toEqual(recommended(code));
      if (code !== 'en') expect(clean(pc)).not.toMatch(/\bor\b/);
    });
  }

  it('shows the English figures word for word', async () => {
    const { doc } = await html('/system-requirements');
    const text = clean(doc.html);
    expect(clean(section(doc, 'official-pc-requirements'))).toContain('Windows 10 version 21H1 (build 19043) or newer');
    expect(text).toContain('15 GB (SSD recommended)');
    expect(text).toContain('1080p docked / 720p handheld');
    // The SPEC's Switch row stays, followed by what the sources say against it, with the source.
    const consoles = section(doc, 'console-performance');
    expect(clean(consoles)).toContain('1080p docked is not confirmed by a second source');
    expect(externalLinks(consoles).map((a) => a.href)).toEqual(CONSOLE_SPECS.flatMap((c) => c.note?.sources ?? []));
    expect(text).toContain('Pending');
    expect(text).toContain('Confirmed');
  });
});

describe('per-platform pages', () => {
  for (const lang of LANGS) {
    for (const p of PLATFORMS) {
      it(`${lang} ${p.slug}: facts, features, store link, FAQ and the way back`, async () => {
        const { res, doc } = await html(localizedPath(lang, `/platforms/${p.slug}`));
        expect(res.status).toBe(200);
        const store = STORE_LINKS.find((s) => s.name === p.store)!;
        expect(externalLinks(doc.html).filter((a) => a.href === store.url)).toEqual([
          expect.objectContaining({ rel: 'noopener noreferrer' }),
        ]);
        const text = clean(doc.html);
        for (const k of [p.version, p.achievements, p.performance, ...p.features]) expect(text).toContain(clean(prose(lang)(k)));
        expect(performanceBadge(doc.html.slice(doc.html.indexOf('<main')))).toBe(translate(lang, p.slug === 'nintendo' ? 'platformsPage.console.confirmed' : 'platformsPage.cards.unconfirmed'));
        const back = [...doc.html.matchAll(/<a href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].filter((m) => clean(m[2]!).endsWith(translate(lang, 'platformsPage.detail.back')));
        expect(back.map((m) => m[1])).toEqual([localizedPath(lang, '/platforms')]);
        expectFaqMatchesJsonLd(doc);

        // The PC page sends readers to the official requirements, not to the site's estimate.
        const official = localizedPath(lang, '/system-requirements#official-pc-requirements');
        expect(doc.tags('a').filter((a) => a.href === official)).toHaveLength(p.slug === 'steam' ? 1 : 0);

        // What reports since launch add, each fact with its sources; a platform without any is unchanged.
        if (p.sinceLaunch) expectSourcedFacts(section(doc, 'since-launch'), lang, p.sinceLaunch, { date: longDate(lang) });
        else expect(doc.html).not.toContain('aria-labelledby="since-launch"');
      });
    }
  }

  it('says in English that Silksong came out on Switch 2 on launch day, and what is reported of its performance', async () => {
    const { doc } = await html('/platforms/nintendo');
    const known = clean(section(doc, 'since-launch'));
    expect(known).toContain('Silksong came out on Nintendo Switch 2 as well as the original Switch on launch day, September 4, 2025.');
    expect(known).toContain('60 FPS at 720p on the original Switch');
    expect(known).toContain('enhanced version through a free update, with a higher resolution and frame rate');
    expect(clean(doc.html)).not.toContain('not known');
    expect(PLATFORMS.filter((p) => p.sinceLaunch).map((p) => p.slug)).toEqual(['xbox', 'nintendo']);
  });
});

describe('pre-order', () => {
  const regional = [
    ['EUR', 27.99, 46.99, 74.99],
    ['GBP', 24.99, 41.99, 67.99],
    ['JPY', 3980, 6580, 10680],
  ] as const;

  // The game is on sale: the menu speaks of buying it, while the address stays /preorder. French and
  // German say just 'Buy', so their header row still fits at 1280 px (tests/e2e/header-fit.spec.ts).
  const WHERE_TO_BUY: Record<Lang, string> = {
    en: 'Where to buy', es: 'Dónde comprar', pt: 'Onde comprar', fr: 'Acheter', de: 'Kaufen', zh: '购买渠道', ja: '購入先', ru: 'Где купить',
  };

  for (const { code } of LANGUAGES) {
    it(`${code}: the menu and the breadcrumbs call /preorder "${WHERE_TO_BUY[code]}"`, async () => {
      const { doc } = await html(localizedPath(code, '/preorder'));
      const path = localizedPath(code, '/preorder');
      // An entry of the game's menu (under the platforms page), no longer a top-level link.
      const menu = [...doc.html.matchAll(/<a href="([^"]*)"[^>]*class="menu-link">([^<]*)<\/a>/g)].filter((m) => m[1] === path);
      expect(menu.map((m) => m[2])).toEqual([WHERE_TO_BUY[code]]);
      const crumbs = doc.jsonLd().find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
      expect(crumbs.itemListElement.at(-1)!.name).toBe(WHERE_TO_BUY[code]);
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: leads with the stores and the launch price with its sources, then the pre-launch plan, labelled`, async () => {
      const { doc } = await html(localizedPath(lang, '/preorder'));
      const tr = (k: string) => translate(lang, k as Key);
      const main = doc.html.slice(doc.html.indexOf('<main'));
      const order = ['aria-labelledby="where-to-buy"', 'aria-labelledby="launch-price"', 'aria-labelledby="estimates"', 'aria-labelledby="editions"', 'aria-labelledby="regional-prices"'];
      const at = order.map((a) => main.indexOf(a));
      expect(at.every((i) => i >= 0), String(at)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(doc.text('h1')).toEqual([tr('pages.preorder.heading')]);

      const stores = section(doc, 'where-to-buy');
      expect(clean(stores)).toContain(prose(lang)('preorder.now.text', { date: longDate(lang) }));
      expect(externalLinks(stores).map((a) => a.href)).toEqual(STORE_LINKS.map((s) => s.url));
      for (const s of STORE_LINKS) expect(clean(stores)).toContain(clean(tr(s.alt)));

      const launch = section(doc, 'launch-price');
      expect(table(launch, tr('preorder.price.caption')).rows).toEqual([
        [tr('preorder.prices.currency'), tr('preorder.price.amount')],
        ['USD', price(lang, 'USD', 19.99)],
        ['EUR', price(lang, 'EUR', 19.99)],
        ['JPY', price(lang, 'JPY', 2300)],
      ]);
      expect(clean(launch)).toContain(prose(lang)('preorder.now.storeNote'));
      expectSourcedFacts(launch, lang, SALE_FACTS, { date: longDate(lang) });

      expect(clean(doc.html)).toContain(tr('preorder.disclaimer.title'));
      expect(doc.text('h2')).toEqual(expect.arrayContaining([tr('preorder.editions.title'), tr('preorder.prices.title')]));
    });
  }

  it('states the launch price in English as Team Cherry announced it, beside the pre-launch plan', async () => {
    const { doc } = await html('/preorder');
    const launch = clean(section(doc, 'launch-price'));
    for (const p of ['$19.99', '€19.99', '¥2,300']) expect(launch).toContain(p);
    expect(launch).toContain('These are launch prices, not today');
    expect(doc.text('h2')).toEqual(expect.arrayContaining(['Where to buy it now', 'Launch price', 'Our pre-launch plan', 'Editions (pre-launch plan)', 'Regional prices (pre-launch estimates)']));
  });

  it('shows the pre-launch prices as written in English', async () => {
    const { doc } = await html('/preorder');
    const text = clean(doc.html);
    for (const p of ['$29.99', '$49.99', '$79.99', '€27.99', '€46.99', '€74.99', '£24.99', '£41.99', '£67.99', '¥3,980', '¥6,580', '¥10,680']) {
      expect(text).toContain(p);
    }
    expect(text).toContain('Pre-orders open early 2025');
  });

  for (const lang of LANGS) {
    it(`${lang}: three editions, the disabled button, regional prices, disclaimer, links and FAQ`, async () => {
      const { doc } = await html(localizedPath(lang, '/preorder'));
      const tr = (k: string) => translate(lang, k as Key);

      const editions = section(doc, 'editions');
      expect(editions.match(/<li class="card\b/g)).toHaveLength(3);
      expect(clean(editions)).toContain(tr('preorder.editions.mostPopular'));
      const popular = editions.indexOf(tr('preorder.editions.mostPopular'));
      const edition = (id: string) => rowText(BUNDLED.preorder_variants, `${id}-us`, lang, 'name');
      expect(popular).toBeGreaterThan(editions.indexOf(edition('standard')));
      expect(popular).toBeLessThan(editions.indexOf(edition('deluxe')));
      for (const usd of [29.99, 49.99, 79.99]) expect(clean(editions)).toContain(price(lang, 'USD', usd));
      expect(clean(editions).split(tr('preorder.editions.notOnSwitch'))).toHaveLength(2);

      const button = doc.html.match(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)!.find((b) => b.includes(tr('preorder.button')));
      expect(button).toMatch(/\bdisabled=""/);

      const rows = table(section(doc, 'regional-prices'), tr('preorder.prices.caption')).rows;
      expect(rows[0]).toEqual(['region', 'currency', 'standard', 'deluxe', 'collector'].map((k) => tr(`preorder.prices.${k}`)));
      expect(rows.slice(1)).toEqual([
        [tr('preorder.prices.regions.us'), 'USD', ...[29.99, 49.99, 79.99].map((v) => price(lang, 'USD', v))],
        ...regional.map(([currency, ...values]) => [
          tr(`preorder.prices.regions.${{ EUR: 'eu', GBP: 'uk', JPY: 'jp' }[currency]}`),
          currency,
          ...values.map((v) => price(lang, currency, v)),
        ]),
      ]);

      expect(clean(doc.html)).toContain(clean(prose(lang)('preorder.disclaimer.text')));
      const hrefs = doc.tags('a').map((a) => a.href);
      expect(hrefs).toContain(localizedPath(lang, '/news'));
      expect(hrefs).toContain('#newsletter');
      expect(doc.html).toMatch(/<section id="newsletter"/);
      expectFaqMatchesJsonLd(doc);
    });
  }
});
