import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../shared/i18n.ts';
import { fakeSupabase, freshOrigin, noRow, pgrst, visit, type Call } from './postgrest.ts';

// A collection made from the registry alone (wishes) may ship in English before its translations.

const wishRow = {
  id: '00000000-0000-4000-8000-000000000w01', slug: 'a-new-wish', created_at: '2026-12-01T12:00:00+00:00', kind: 'hunt', act: 2,
  zone: 'deep-docks', requires: [], reward_items: [], reward_collectibles: [], reward_rosaries: 120, missable: false, save: null,
  sources: ['https://hollowknight.wiki/w/Wishes'],
  translations: [{ language: 'en', name: 'A New Wish', description: 'Hunt three beasts.', giver: 'A bug', board: null, reward: null, steel_soul: null }],
};
const zoneRow = {
  id: '00000000-0000-4000-8000-000000000z01', slug: 'deep-docks', created_at: '2025-09-04T12:00:00+00:00', area_type: 'industrial', difficulty: 'medium',
  act: 1, connects: [], featured: false, sources: ['https://hollowknight.fandom.com/wiki/Deep_Docks'],
  translations: [{ language: 'en', name: 'Deep Docks', description: 'Forges.', features: [] }, { language: 'fr', name: 'Docks profonds', description: 'Forges.', features: [] }],
};

function backend() {
  return fakeSupabase((call: Call) => {
    const table = call.url.pathname.replace('/rest/v1/', '');
    const single = call.headers.get('accept') === 'application/vnd.pgrst.object+json';
    if (table === 'wishes') return single ? pgrst(wishRow) : pgrst([wishRow]);
    if (table === 'zones') return single ? noRow() : pgrst([zoneRow]);
    return single ? noRow() : pgrst([]);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('a collection in English first', () => {
  it('shows an entry in English where a language has none, says so, and is canonical to the English page with its alternates only', async () => {
    const { calls } = backend();
    const origin = freshOrigin();
    const v = await visit(origin, '/fr/guides/wishes/a-new-wish');
    expect(v.res.status).toBe(200);
    expect(v.doc.text('h1')).toContain('A New Wish');
    expect(v.doc.text('p')).toContain(translate('fr', 'encyclopaedia.fallback'));
    expect(v.doc.tags('link').find((l) => l.rel === 'canonical')!.href).toBe(`${origin}/guides/wishes/a-new-wish`);
    expect(v.doc.tags('link').filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.hreflang)).toEqual(['en', 'x-default']);
    // Its facts in French, its links by their French names.
    expect(v.body).toContain(translate('fr', 'encyclopaedia.wishKind.hunt'));
    expect(v.doc.tags('a').map((a) => a.href)).toContain('/fr/guides/map/deep-docks');
    expect(v.body).toContain('Docks profonds');
    const wish = calls.find((c) => c.url.pathname === '/rest/v1/wishes' && c.url.searchParams.get('slug'))!;
    expect(wish.url.searchParams.get('select')).toBe(
      'id,slug,created_at,kind,act,zone,requires,reward_items,reward_collectibles,reward_rosaries,missable,save,sources,translations:wish_translations(language,name,description,giver,board,reward,steel_soul)',
    );
  });

  it('lists it on the hub in every language, and its filter keeps only its kind', async () => {
    backend();
    const origin = freshOrigin();
    const hub = await visit(origin, '/de/guides/wishes');
    expect(hub.res.status).toBe(200);
    expect(hub.doc.tags('a').map((a) => a.href)).toContain('/de/guides/wishes/a-new-wish');
    expect((await visit(origin, '/de/guides/wishes?kind=hunt')).body).toContain('A New Wish');
    expect((await visit(origin, '/de/guides/wishes?kind=gather')).body).not.toContain('A New Wish');
  });
});
