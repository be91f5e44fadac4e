import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { translate, type Key } from '../../shared/i18n.ts';
import { LANGS, type Lang } from '../../shared/languages.ts';
import { localizedPath } from '../../shared/paths.ts';
import { get, html, ORIGIN } from './fetch.ts';
import { fakeSupabase, freshOrigin, pgrst, serverError, visit, type Call } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

const PATCHES = BUNDLED.patches.filter((p) => p.published);
const t = (lang: Lang, key: string, vars?: Record<string, string>) => translate(lang, key as Key, vars);
const text = (p: (typeof PATCHES)[number], lang: Lang) => p.translations[lang] ?? p.translations.en!;
/** The patches' anchors in the order the page shows them. */
const shown = (body: string) => [...body.matchAll(/<article aria-labelledby="([^"]+)"/g)].map((m) => m[1]);

describe('/updates (bundled records)', () => {
  it('lists every patch newest first with its date, version and changes, in every language', async () => {
    // The bundled list is written newest first, and the history keeps its order (a build no source dates included).
    const newestFirst = PATCHES.map((p) => p.slug);
    expect(newestFirst.length).toBeGreaterThanOrEqual(4);
    for (const lang of LANGS) {
      const { res, body, doc } = await html(localizedPath(lang, '/updates'));
      expect(res.status, lang).toBe(200);
      expect(doc.text('h1')).toEqual([t(lang, 'pages.updates.heading')]);
      expect(shown(body), lang).toEqual(newestFirst);
      const spans = doc.text('span');
      for (const p of PATCHES) {
        for (const change of text(p, lang).changes) expect(spans, `${lang} ${p.slug}`).toContain(change);
        if (p.version) expect(doc.text('dd'), `${lang} ${p.slug}`).toContain(p.version);
      }
      expect(doc.text('span').filter((s) => s === t(lang, 'updates.beta'))).toHaveLength(PATCHES.filter((p) => p.beta).length);
    }
  });

  it('links each change to the entries it concerns, named in the page language', async () => {
    const { doc } = await html('/de/updates');
    const hrefs = doc.tags('a').map((a) => a.href);
    expect(hrefs).toContain('/de/guides/boss/moorwing');
    expect(hrefs).toContain('/de/guides/boss/sister-splinter');
    expect(hrefs).toContain('/de/guides/map/the-slab');
    expect(doc.text('a')).toContain(BUNDLED.bosses.find((b) => b.slug === 'moorwing')!.translations.de!.name);
  });

  it('keeps one address: any other query parameter is redirected to it', async () => {
    for (const path of ['/updates?page=2', '/ja/updates?utm_source=x']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(path.split('?')[0]);
    }
  });

  it('is in the sitemap in every language, and its patches are not entries of their own', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const lang of LANGS) expect(locs).toContain(`${ORIGIN}${localizedPath(lang, '/updates')}`);
    expect(locs.filter((l) => l!.includes('#'))).toEqual([]);
  });

  it('is found by search, and so is each patch, at its anchor', async () => {
    const page = await html(`/search?q=${encodeURIComponent(t('en', 'pages.updates.heading'))}`);
    expect(page.doc.tags('a').map((a) => a.href)).toContain('/updates');
    // One hit per page: the patch whose title is the query is the one linked ("Patch 1" names both Patch 1's beta and its release).
    const patch = await html(`/fr/search?q=${encodeURIComponent('Patch 2')}`);
    expect(patch.doc.tags('a').map((a) => a.href)).toContain('/fr/updates#patch-2');
  });
});

describe('entry pages show the patches that changed them', () => {
  const concerned = [
    ['/guides/boss/moorwing', 'patch-1'],
    ['/guides/boss/sister-splinter', 'patch-1'],
    ['/guides/map/the-slab', 'patch-1'],
    ['/guides/items/rosaries', 'patch-1'],
    ['/guides/items/rune-rage', 'patch-4-beta'],
  ] as const;

  it('says "Changed in" the patch, linked to it in the history, with the change, in every language', async () => {
    for (const lang of LANGS) {
      for (const [path, slug] of concerned) {
        const patch = PATCHES.find((p) => p.slug === slug)!;
        const { res, doc } = await html(localizedPath(lang, path));
        expect(res.status).toBe(200);
        const link = doc.tags('a').findIndex((a) => a.href === `${localizedPath(lang, '/updates')}#${slug}`);
        expect(link, `${lang} ${path}`).toBeGreaterThanOrEqual(0);
        expect(doc.text('a')).toContain(t(lang, 'updates.changedIn', { patch: text(patch, lang).title }));
        const index = patch.change_entries.findIndex((e) => e.split(' ').some((ref) => path.endsWith(`/${ref.split('/')[1]}`)));
        expect(doc.text('p'), `${lang} ${path}`).toContain(text(patch, lang).changes[index]);
      }
    }
  });

  it('shows nothing of the kind on an entry no patch concerns', async () => {
    const { body } = await html('/guides/boss/lace');
    expect(body).not.toContain('id="patches"');
    expect(body).not.toContain('/updates#');
  });
});

describe('/updates from Supabase', () => {
  const row = {
    id: '00000000-0000-4000-8000-000000000099',
    slug: 'patch-9',
    date: '2026-02-01T00:00:00+00:00',
    version: '1.0.30000',
    beta: false,
    platforms: ['pc', 'switch2', 'unknown'],
    change_entries: ['bosses/lace nonsense', ''],
    sources: ['https://example.org/patch-9'],
    translations: [{ language: 'en', title: 'Patch 9', summary: null, changes: ['Lace hits softer.', 'Menus load faster.'] }],
  };
  const lace = { id: 'b1', slug: 'lace', created_at: '2025-09-04T12:00:00+00:00', difficulty: 'medium', act: 1, required: true, zone: null, drops: [], featured: true, sources: [], translations: [{ language: 'en', name: 'Lace', description: 'Duelist', strategy: null }] };
  const answer = (call: Call) => {
    const table = call.url.pathname.split('/').pop();
    if (table === 'patches') return pgrst([row]);
    if (table === 'bosses') return pgrst(call.url.searchParams.has('slug') ? lace : [lace]);
    return pgrst([]);
  };

  it("shows an editor's new patch on the history and on the entry it concerns", async () => {
    fakeSupabase(answer);
    const origin = freshOrigin();
    const updates = await visit(origin, '/updates');
    expect(updates.res.status).toBe(200);
    expect(shown(updates.body)).toEqual(['patch-9']);
    expect(updates.doc.text('dd')).toContain('PC and Nintendo Switch 2');
    expect(updates.doc.tags('a').map((a) => a.href)).toContain('/guides/boss/lace');
    const entry = await visit(origin, '/guides/boss/lace');
    expect(entry.doc.text('a')).toContain('Changed in Patch 9');
    expect(entry.doc.text('p')).toContain('Lace hits softer.');
    expect(entry.doc.text('p')).not.toContain('Menus load faster.');
  });

  it('says the history cannot be shown, with 503, when the patches cannot be read and nothing is cached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const { res, doc } = await visit(freshOrigin(), '/updates');
    expect(res.status).toBe(503);
    expect(doc.text('p')).toContain(t('en', 'encyclopaedia.empty'));
  });
});
