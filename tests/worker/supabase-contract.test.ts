import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { backend } from '../../worker/data/client.ts';
import { NEWS_SCHEMA as NEWS_ARTICLES } from '../../shared/schema/news.ts';
import { repository, supabaseSource } from '../../worker/data/collection.ts';
import { QueryError, selectList, selectOne } from '../../worker/data/query.ts';
import { ANON_KEY, fakeSupabase, freshOrigin, newsRows, noRow, pgrst, serverError, SUPABASE_URL, visit, type Call } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

const ENV = { SUPABASE_URL, SUPABASE_ANON_KEY: ANON_KEY };

function client(timeoutMs?: number) {
  const b = backend(ENV, timeoutMs);
  if (b.kind !== 'supabase') throw new Error('expected Supabase');
  return b.client();
}

/** The request exactly: method, path, every query parameter in order, and the headers that matter. */
function expectRequest(call: Call | undefined, table: string, params: [string, string][], accept?: string) {
  expect(call?.method).toBe('GET');
  expect(`${call!.url.origin}${call!.url.pathname}`).toBe(`${SUPABASE_URL}/rest/v1/${table}`);
  expect([...call!.url.searchParams]).toEqual(params);
  expect(call!.headers.get('apikey')).toBe(ANON_KEY);
  expect(call!.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
  expect(call!.headers.get('accept')).toBe(accept ?? null);
}

const OBJECT = 'application/vnd.pgrst.object+json';
const NEWS_COLUMNS = 'id,slug,date,updated_at,cover,sources,act';

describe('news queries', () => {
  it('lists published news with an inner join on translations, newest first, with an optional limit', async () => {
    const { calls } = fakeSupabase(() => pgrst(newsRows(2)));
    const news = supabaseSource(client, 'news');
    expect((await news.list()).map((r) => r.slug)).toEqual(['story-1', 'story-2']);
    await news.list(5);
    const select = `${NEWS_COLUMNS},translations:news_translations!inner(language,title,summary)`;
    expectRequest(calls[0], 'news', [['select', select], ['published', 'eq.true'], ['order', 'date.desc']]);
    expectRequest(calls[1], 'news', [['select', select], ['published', 'eq.true'], ['order', 'date.desc'], ['limit', '5']]);
  });

  it('reads one article by slug as a single object with all its translations (no inner join)', async () => {
    const row = { ...newsRows(1)[0]!, act: null, translations: [{ language: 'en', title: 'T', summary: 'S', body: 'B', highlights: ['H1', 'H2', 'H3'], implications: 'I' }] };
    const { calls } = fakeSupabase(() => pgrst(row));
    const found = await supabaseSource(client, 'news').bySlug('story-1');
    expect(found?.translations).toEqual([{ language: 'en', title: 'T', summary: 'S', body: 'B', highlights: ['H1', 'H2', 'H3'], implications: 'I' }]);
    expectRequest(
      calls[0],
      'news',
      [['select', `${NEWS_COLUMNS},translations:news_translations(language,title,summary,body,highlights,implications)`], ['published', 'eq.true'], ['slug', 'eq.story-1']],
      OBJECT,
    );
  });

  it('tells "no such row" (PGRST116, 406) from "the query failed" (500)', async () => {
    fakeSupabase((call) => (call.url.searchParams.get('slug') === 'eq.gone' ? noRow() : serverError()));
    expect(await selectOne(client(), NEWS_ARTICLES, { eq: { slug: 'gone' } })).toBeNull();
    await expect(selectOne(client(), NEWS_ARTICLES, { eq: { slug: 'broken' } })).rejects.toThrow(QueryError);
    await expect(selectList(client(), NEWS_ARTICLES)).rejects.toThrow('internal error: connection to database lost');
  });

  it('maps both to the article lookup the page needs, logging the failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase((call) => (call.url.searchParams.get('slug') === 'eq.gone' ? noRow() : serverError()));
    const ctx = createExecutionContext();
    const repo = repository('news', supabaseSource(client, 'news'), { ctx, origin: freshOrigin() });
    expect(await repo.bySlug('gone')).toEqual({ kind: 'missing' });
    expect(await repo.bySlug('broken')).toEqual({ kind: 'failed' });
    expect(await repo.list()).toEqual({ kind: 'failed' });
    await waitOnExecutionContext(ctx);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('internal error: connection to database lost'));
  });

  it('never asks for a slug that cannot exist', async () => {
    const { calls } = fakeSupabase(() => pgrst([]));
    const repo = repository('news', supabaseSource(client, 'news'), { ctx: createExecutionContext(), origin: freshOrigin() });
    for (const slug of ['', 'Bad Slug', '../etc', '<script>', 'a'.repeat(121), 'x--y', '-x']) {
      expect(await repo.bySlug(slug)).toEqual({ kind: 'missing' });
    }
    expect(calls).toHaveLength(0);
  });

  it('cleans values the schemas clean (an unsafe cover, a non-web source) and keeps the row', async () => {
    const [good] = newsRows(1);
    fakeSupabase(() => pgrst([{ ...good!, cover: 'javascript:alert(1)', sources: ['https://ok.example/', 'javascript:alert(1)', 42] }]));
    const list = await supabaseSource(client, 'news').list();
    expect(list.map((r) => r.slug)).toEqual(['story-1']);
    expect(list[0]!.cover).toBeNull();
    expect(list[0]!.sources).toEqual(['https://ok.example/']);
  });

  it('fails a whole answer with an unusable row or translation, with a log line naming it, so no cache keeps a list that lost entries', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const [good, ...others] = newsRows(6);
    const bad: [unknown, string][] = [
      [{ ...others[0]!, slug: undefined }, '"msg":"malformed row","table":"news","id":"00000000-0000-4000-8000-000000000002","field":"slug"'],
      [{ ...others[1]!, date: 'not a date' }, '"field":"date"'],
      [{ ...others[2]!, translations: 'oops' }, '"field":"translations"'],
      [{ ...others[3]!, translations: [{ language: 'xx', title: 'x', summary: 'y' }] }, '"msg":"malformed translation","table":"news_translations"'],
      ['not even an object', '"msg":"malformed row"'],
      [null, '"msg":"malformed row"'],
    ];
    for (const [row, logged] of bad) {
      error.mockClear();
      fakeSupabase(() => pgrst([good, row]));
      await expect(supabaseSource(client, 'news').list()).rejects.toThrow(QueryError);
      expect(error).toHaveBeenCalledWith(expect.stringContaining(logged));
      vi.mocked(globalThis.fetch).mockRestore();
    }
    fakeSupabase(() => pgrst({ ...good!, date: 'not a date' }));
    await expect(supabaseSource(client, 'news').bySlug('story-1')).rejects.toThrow(QueryError);
  });

  it('gives up on a backend that does not answer in time: the article lookup fails (503), it does not hang', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeSupabase(
      (_call, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'AbortError')))),
    );
    const repo = repository('news', supabaseSource(() => client(30), 'news'), { ctx: createExecutionContext(), origin: freshOrigin() });
    const started = Date.now();
    expect(await repo.bySlug('slow')).toEqual({ kind: 'failed' });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the other entities', () => {
  const created = (table: string, columns: string, translations: string): [string, string][] => [
    ['select', `${columns},translations:${table}(${translations})`],
    ['published', 'eq.true'],
  ];
  const BOSS_COLUMNS = 'id,slug,created_at,difficulty,act,required,zone,drops,featured,image,image_credit,save,sources';
  const boss = {
    id: 'b1', slug: 'lace', created_at: '2025-09-04T12:00:00+00:00', difficulty: 'medium', act: 1, required: true, zone: 'deep-docks', drops: [], featured: true,
    image: null, image_credit: null, sources: ['https://hollowknight.fandom.com/wiki/Lace'],
    translations: [{ language: 'en', name: 'Lace', description: null, strategy: 'Dodge', image_alt: null }, { language: 'de', name: 'Lace (de)', description: null, strategy: null, image_alt: null }],
  };

  it('bosses: the list with its texts, and one boss by slug with all of them', async () => {
    const { calls } = fakeSupabase((call) => (call.headers.get('accept') === OBJECT ? pgrst(boss) : pgrst([boss])));
    const bosses = supabaseSource(client, 'bosses');
    const { translations, ...columns } = boss;
    expect(await bosses.list()).toEqual([{ ...columns, translations: translations.map(({ language, name, description }) => ({ language, name, description })) }]);
    expect((await bosses.bySlug('lace'))?.translations).toEqual(translations);
    expectRequest(calls[0], 'bosses', [...created('boss_translations', BOSS_COLUMNS, 'language,name,description'), ['order', 'created_at.desc']]);
    expectRequest(calls[1], 'bosses', [...created('boss_translations', BOSS_COLUMNS, 'language,name,description,strategy,image_alt'), ['slug', 'eq.lace']], OBJECT);
  });

  it('collectibles and encounters: their lists and single rows', async () => {
    const { calls } = fakeSupabase((call) => (call.headers.get('accept') === OBJECT ? noRow() : pgrst([])));
    expect(await supabaseSource(client, 'collectibles').list()).toEqual([]);
    expect(await supabaseSource(client, 'collectibles').bySlug('mask-shard-bone-bottom')).toBeNull();
    expect(await supabaseSource(client, 'encounters').list()).toEqual([]);
    const collectibles = 'id,slug,created_at,kind,act,zone,boss,requires,missable,cost,image,image_credit,save,sources';
    expectRequest(calls[0], 'collectibles', [...created('collectible_translations', collectibles, 'language,name,description'), ['order', 'created_at.desc']]);
    expectRequest(calls[1], 'collectibles', [...created('collectible_translations', collectibles, 'language,name,description,location,tips,image_alt'), ['slug', 'eq.mask-shard-bone-bottom']], OBJECT);
    expectRequest(calls[2], 'encounters', [...created('encounter_translations', 'id,slug,created_at,boss,zone,act,health,drops,collectibles,sources', 'language,title,description'), ['order', 'created_at.desc']]);
  });

  it('items, zones and trailers (by date): their lists and single rows', async () => {
    const { calls } = fakeSupabase((call) => (call.headers.get('accept') === OBJECT ? noRow() : pgrst([])));
    expect(await supabaseSource(client, 'items').list()).toEqual([]);
    expect(await supabaseSource(client, 'items').bySlug('needle')).toBeNull();
    await supabaseSource(client, 'zones').list();
    await supabaseSource(client, 'zones').bySlug('moss-grotto');
    await supabaseSource(client, 'trailers').list();
    await supabaseSource(client, 'trailers').bySlug('release-trailer');
    const items = 'id,slug,type,created_at,rarity,category,act,zone,boss,requires,missable,cost,featured,tracked,image,image_credit,save,sources';
    const zones = 'id,slug,created_at,area_type,difficulty,act,connects,map_x,map_y,map_w,map_h,featured,image,image_credit,save,sources';
    const trailers = 'id,slug,date,video_id,sources';
    expectRequest(calls[0], 'items', [...created('item_translations', items, 'language,name,description'), ['order', 'created_at.desc']]);
    expectRequest(calls[1], 'items', [...created('item_translations', items, 'language,name,description,tips,location,image_alt'), ['slug', 'eq.needle']], OBJECT);
    expectRequest(calls[2], 'zones', [...created('zone_translations', zones, 'language,name,description,features'), ['order', 'created_at.desc']]);
    expectRequest(calls[3], 'zones', [...created('zone_translations', zones, 'language,name,description,lore,features,image_alt'), ['slug', 'eq.moss-grotto']], OBJECT);
    expectRequest(calls[4], 'trailers', [...created('trailer_translations', trailers, 'language,title'), ['order', 'date.desc']]);
    expectRequest(calls[5], 'trailers', [...created('trailer_translations', trailers, 'language,title,analysis'), ['slug', 'eq.release-trailer']], OBJECT);
  });

  it('pre-order variants and system requirements: each read whole, newest first, prices as PostgREST sends numeric', async () => {
    const variant = {
      id: 'v1', slug: 'deluxe-eu', region: 'eu', created_at: '2025-09-01T00:00:00+00:00', edition: 'deluxe', currency: 'EUR', price: 46.99,
      platforms: ['steam', 'xbox'], popular: true, translations: [{ language: 'en', name: 'Deluxe Edition', description: null, bonuses: ['The full game'] }],
    };
    const level = {
      id: 'r1', slug: 'recommended', created_at: '2025-09-01T00:00:00+00:00', level: 'recommended', os: 'Windows 11', processor: ['i5-8400'], memory: '8 GB RAM',
      graphics: ['GTX 1060'], directx: 'DirectX 12', storage: '15 GB', translations: [{ language: 'en', notes: 'A controller helps.', storage_note: 'SSD recommended' }],
    };
    const { calls } = fakeSupabase((call) => pgrst(call.url.pathname.endsWith('preorder_variants') ? [variant] : [level]));
    expect(await supabaseSource(client, 'preorder_variants').list()).toEqual([variant]);
    expect(await supabaseSource(client, 'system_requirements').list()).toEqual([level]);
    expectRequest(calls[0], 'preorder_variants', [
      ...created('preorder_variant_translations', 'id,slug,region,created_at,edition,currency,price,platforms,popular', 'language,name,description,bonuses'),
      ['order', 'created_at.desc'],
    ]);
    expectRequest(calls[1], 'system_requirements', [
      ...created('system_requirements_translations', 'id,slug,created_at,level,os,processor,memory,graphics,directx,storage', 'language,notes,storage_note'),
      ['order', 'created_at.desc'],
    ]);
  });

  it('a variant with an unknown region or a price that is not a number fails the list (the page keeps its last good copy)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const row = { id: 'v1', slug: 'x', region: 'mars', created_at: '2025-09-01T00:00:00+00:00', edition: 'deluxe', currency: 'EUR', price: '46.99', platforms: [], popular: false, translations: [] };
    fakeSupabase(() => pgrst([row]));
    await expect(supabaseSource(client, 'preorder_variants').list()).rejects.toThrow(QueryError);
  });

  it('turns a failed query into a failed read with a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = fakeSupabase(() => serverError());
    const deps = { ctx: createExecutionContext(), origin: freshOrigin() };
    expect(await repository('bosses', supabaseSource(client, 'bosses'), deps).list()).toEqual({ kind: 'failed' });
    expect(await repository('system_requirements', supabaseSource(client, 'system_requirements'), deps).list()).toEqual({ kind: 'failed' });
    expect(await repository('trailers', supabaseSource(client, 'trailers'), deps).bySlug('Not a slug!')).toEqual({ kind: 'missing' });
    await waitOnExecutionContext(deps.ctx);
    expect(calls).toHaveLength(2);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/"msg":"backend failed, nothing cached","key":"[^"]*bosses[^"]*".*connection to database lost/));
  });
});

describe('configuration', () => {
  it('uses the bundled news when both settings are empty', () => {
    expect(backend({ SUPABASE_URL: '', SUPABASE_ANON_KEY: '' })).toEqual({ kind: 'bundled' });
  });

  it('makes one client per request, and only when it first queries', () => {
    const b = backend(ENV);
    if (b.kind !== 'supabase') throw new Error('expected Supabase');
    expect(b.client()).toBe(b.client());
    expect(backend(ENV)).not.toBe(b);
  });

  it('fails loudly with supabase-js’s own error when only one setting is there', () => {
    expect(() => backend({ SUPABASE_URL, SUPABASE_ANON_KEY: '' })).toThrow('supabaseKey is required.');
    expect(() => backend({ SUPABASE_URL: '', SUPABASE_ANON_KEY: ANON_KEY })).toThrow('supabaseUrl is required.');
  });

  it('answers news pages of a half-configured worker with the 500 page and a log line', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/news', '/news/meet-hornet', '/rss.xml']) {
      const { res, body } = await visit(freshOrigin(), path, { vars: { SUPABASE_ANON_KEY: '' } });
      expect(res.status, path).toBe(500);
      expect(body, path).toContain('Something went wrong');
    }
    expect(error).toHaveBeenCalledWith(expect.stringContaining('supabaseKey is required.'));
    // Pages without data do not need the backend and stay up.
    expect((await visit(freshOrigin(), '/faq', { vars: { SUPABASE_ANON_KEY: '' } })).res.status).toBe(200);
  });
});
