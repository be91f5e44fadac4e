import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { translate, type Key } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { get, html, ORIGIN } from './fetch.ts';
import { fakeSupabase, freshOrigin, pgrst, visit, type Call } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

const t = (lang: Lang, key: string, vars?: Record<string, string>) => translate(lang, key as Key, vars);
const FACTS = BUNDLED.expansionFacts.filter((f) => f.published && f.expansion === 'sea-of-sorrow');
const CHECKED = BUNDLED.expansions.find((e) => e.slug === 'sea-of-sorrow')!.checked_at;

describe('/sea-of-sorrow (bundled records)', () => {
  it('answers in every language with each fact, marked announced or not, and its sources', async () => {
    expect(FACTS.some((f) => f.status === 'announced') && FACTS.some((f) => f.status === 'not-announced')).toBe(true);
    for (const lang of LANGS) {
      const { res, body, doc } = await html(localizedPath(lang, '/sea-of-sorrow'));
      expect(res.status, lang).toBe(200);
      expect(doc.text('h2')).toEqual(expect.arrayContaining([t(lang, 'seaOfSorrow.announcedHeading'), t(lang, 'seaOfSorrow.openHeading')]));
      for (const fact of FACTS) {
        const item = body.match(new RegExp(`<li id="${fact.slug}"[\\s\\S]*?</ul></li>`))?.[0] ?? '';
        expect(item, `${lang} ${fact.slug}`).toContain(t(lang, `seaOfSorrow.status.${fact.status}`));
        expect(item).toContain((fact.translations[lang] ?? fact.translations.en!).text.replaceAll("'", '&#x27;'));
        for (const url of fact.sources) expect(item).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
      }
      // No date is announced: the page says so and counts down to nothing.
      expect(doc.text('dd')).toContain(t(lang, 'seaOfSorrow.noDate'));
      // ... and when that was last checked, since "not announced yet" is only as current as the last look.
      expect(doc.text('dt')).toContain(t(lang, 'seaOfSorrow.checked'));
      expect(doc.tags('time').map((time) => time.datetime)).toContain(CHECKED);
      expect(body).not.toContain('data-island="countdown"');
    }
  });

  it('is in the sitemap, and unknown query parameters are redirected to its one address', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const lang of LANGS) expect(xml).toContain(`<loc>${ORIGIN}${localizedPath(lang, '/sea-of-sorrow')}</loc>`);
    const res = await get('/pt/sea-of-sorrow?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/pt/sea-of-sorrow');
  });
});

describe('/sea-of-sorrow from Supabase', () => {
  const expansion = (release_date: string | null) => ({
    id: '00000000-0000-4000-8000-0000000000e1',
    slug: 'sea-of-sorrow',
    announced: '2025-12-15T00:00:00+00:00',
    release_date,
    sources: ['https://example.org/sos'],
    translations: [{ language: 'en', name: 'Sea of Sorrow', summary: 'Free expansion.' }],
  });
  const fact = { id: 'f1', slug: 'free', expansion: 'sea-of-sorrow', status: 'announced', created_at: '2025-12-15T00:00:00+00:00', sources: [], translations: [{ language: 'en', text: 'It is free.' }] };
  const answering = (release: string | null) => (call: Call) => {
    const table = call.url.pathname.split('/').pop();
    if (table === 'expansions') return pgrst([expansion(release)]);
    if (table === 'expansion_facts') return pgrst([fact]);
    return pgrst([]);
  };

  it('counts down to a release date an editor sets, and shows the date', async () => {
    fakeSupabase(answering('2099-06-01T16:00:00+00:00'));
    const { res, body, doc } = await visit(freshOrigin(), '/sea-of-sorrow');
    expect(res.status).toBe(200);
    expect(doc.text('dd')).toContain('June 1, 2099');
    expect(body).toContain('data-island="countdown"');
    expect(body).toContain('2099-06-01T16:00:00+00:00');
    expect(body).toContain('Countdown to Sea of Sorrow');
  });

  it('shows a release date that has passed without a countdown', async () => {
    fakeSupabase(answering('2025-12-31T00:00:00+00:00'));
    const { body, doc } = await visit(freshOrigin(), '/sea-of-sorrow');
    expect(doc.text('dd')).toContain('December 31, 2025');
    expect(body).not.toContain('data-island="countdown"');
  });

  it('is 404 once editors unpublish the expansion', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase((call) => (call.url.pathname.endsWith('/expansion_facts') ? pgrst([fact]) : pgrst([])));
    expect((await visit(freshOrigin(), '/sea-of-sorrow')).res.status).toBe(404);
  });
});
