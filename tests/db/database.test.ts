// The SQL in supabase/ against a real PostgreSQL 15: schema, seed and what the anon role may do.
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const NEWS = BUNDLED.news;
import type { NewsRecord } from '../../shared/schema/news.ts';
import { seedSql } from '../../scripts/gen-seed.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { EMAIL_PATTERN, normalizeEmail } from '../../shared/newsletter.ts';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../email-samples.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { applyMigrations } from './migrations.ts';
import { COLLECTIONS, MADE_IDS } from '../../shared/collections.ts';

const SUPABASE = new URL('../../supabase/', import.meta.url);
const INSUFFICIENT_PRIVILEGE = '42501';
const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
// PostgreSQL's text cannot hold a NUL byte at all: such a value is refused before any constraint.
const NUL_IN_TEXT = '22021';

// The roles Supabase creates; service_role bypasses RLS there too.
const SUPABASE_ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
`;

/** A content entity, its translation table, and the columns of one valid row of each. */
interface Entity {
  parent: string;
  child: string;
  fk: string;
  parentCols: string;
  parentVals: string;
  cols: Record<string, string>;
}

const ENTITIES: readonly Entity[] = [
  { parent: 'news', child: 'news_translations', fk: 'news_id', parentCols: 'slug', parentVals: "'t-news'", cols: { title: 't', summary: 's', body: 'b' } },
  { parent: 'bosses', child: 'boss_translations', fk: 'boss_id', parentCols: 'slug, difficulty', parentVals: "'t-boss', 'low'", cols: { name: 'n' } },
  { parent: 'items', child: 'item_translations', fk: 'item_id', parentCols: 'slug, type, rarity, category', parentVals: "'t-item', 'tool', 'common', 'red-tool'", cols: { name: 'n' } },
  { parent: 'collectibles', child: 'collectible_translations', fk: 'collectible_id', parentCols: 'slug, kind', parentVals: "'t-collectible', 'flea'", cols: { name: 'n' } },
  { parent: 'encounters', child: 'encounter_translations', fk: 'encounter_id', parentCols: 'slug', parentVals: "'t-encounter'", cols: { title: 't' } },
  // A move and a phase belong to a fight: the seeded first one.
  { parent: 'moves', child: 'move_translations', fk: 'move_id', parentCols: 'slug, encounter', parentVals: "'t-move', 'moss-mother-ruined-chapel'", cols: { name: 'n', description: 'd' } },
  { parent: 'fight_phases', child: 'fight_phase_translations', fk: 'fight_phase_id', parentCols: 'slug, encounter, phase', parentVals: "'t-phase', 'moss-mother-ruined-chapel', 2", cols: { description: 'd' } },
  { parent: 'zones', child: 'zone_translations', fk: 'zone_id', parentCols: 'slug, area_type, difficulty', parentVals: "'t-zone', 'nature', 'low'", cols: { name: 'n' } },
  { parent: 'trailers', child: 'trailer_translations', fk: 'trailer_id', parentCols: 'slug, video_id', parentVals: "'t-trailer', 'pFAknD_9U7c'", cols: { title: 't' } },
  { parent: 'preorder_variants', child: 'preorder_variant_translations', fk: 'preorder_variant_id', parentCols: 'slug, region, edition, currency, price', parentVals: "'t-variant', 'eu', 'deluxe', 'EUR', 46.99", cols: { name: 'n' } },
  { parent: 'system_requirements', child: 'system_requirements_translations', fk: 'system_requirements_id', parentCols: 'slug, level, os, memory, directx, storage', parentVals: "'t-level', 'minimum', 'o', 'm', 'd', 's'", cols: { notes: 'n' } },
  { parent: 'patches', child: 'patch_translations', fk: 'patch_id', parentCols: 'slug, date', parentVals: "'t-patch', now()", cols: { title: 't' } },
  { parent: 'expansions', child: 'expansion_translations', fk: 'expansion_id', parentCols: 'slug, announced', parentVals: "'t-expansion', now()", cols: { name: 'n' } },
  // A fact names its expansion: the seeded one.
  { parent: 'expansion_facts', child: 'expansion_fact_translations', fk: 'expansion_fact_id', parentCols: 'slug, expansion, status', parentVals: "'t-fact', 'sea-of-sorrow', 'announced'", cols: { text: 't' } },
  // Collections made from the registry: a slug, a name and a value of each filtered column (the kind) are all a row needs.
  ...MADE_IDS.map((id) => {
    const { schema, filters } = COLLECTIONS[id];
    const chosen = Object.entries(filters as Readonly<Record<string, readonly string[]>>);
    return {
      parent: schema.table, child: schema.translations.table, fk: schema.translations.key,
      parentCols: ['slug', ...chosen.map(([column]) => column)].join(', '),
      parentVals: [`'t-${id}'`, ...chosen.map(([, values]) => `'${values[0]}'`)].join(', '),
      cols: { name: 'n' },
    };
  }),
];

let cluster: Cluster | undefined;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster();
  db = await cluster.connect();
  await db.query(SUPABASE_ROLES);
  await applyMigrations(db);
  await db.query(readFileSync(new URL('seed.sql', SUPABASE), 'utf8'));
});

afterAll(async () => {
  await db?.end().catch(() => {});
  cluster?.stop();
});

/** Runs `fn` in a transaction that is always rolled back, optionally as another role. */
async function inTransaction<T>(role: string | null, fn: () => Promise<T>): Promise<T> {
  await db.query('begin');
  try {
    if (role) await db.query(`set local role ${role}`);
    return await fn();
  } finally {
    await db.query('rollback');
  }
}

async function insertEntity(entity: Entity, published: boolean, language = 'en'): Promise<string> {
  const parent = await db.query<{ id: string }>(
    `insert into public.${entity.parent} (${entity.parentCols}) values (${entity.parentVals}) returning id`,
  );
  const id = parent.rows[0]!.id;
  await db.query(`update public.${entity.parent} set published = $1 where id = $2`, [published, id]);
  const names = Object.keys(entity.cols);
  const placeholders = names.map((_, i) => `$${i + 3}`).join(', ');
  await db.query(
    `insert into public.${entity.child} (${entity.fk}, language, ${names.join(', ')}) values ($1, $2, ${placeholders})`,
    [id, language, ...Object.values(entity.cols)],
  );
  return id;
}

const slugs = (news: readonly NewsRecord[]) => news.map((n) => n.slug).sort();
const published = NEWS.filter((n) => n.published);
const draft = NEWS.find((n) => !n.published)!;

describe('schema', () => {
  it('has every entity table, each with row-level security enabled', async () => {
    const tables = ENTITIES.flatMap((e) => [e.parent, e.child]).concat('newsletter_subscribers');
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.map((r) => r.relname)).toEqual([...tables].sort());
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('indexes the list queries', async () => {
    const { rows } = await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public'`,
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'news_published_date_idx',
        'news_slug_key',
        'bosses_published_created_idx',
        'items_published_created_idx',
        'items_type_idx',
        'zones_published_created_idx',
        'trailers_published_date_idx',
        'preorder_variants_published_created_idx',
        'preorder_variants_region_idx',
        'system_requirements_published_created_idx',
        'patches_published_created_idx',
        'expansions_published_announced_idx',
        'expansion_facts_published_created_idx',
      ]),
    );
  });

  it.each(ENTITIES)('$child accepts the eight languages and rejects xx', async (entity) => {
    await inTransaction(null, async () => {
      for (const lang of ['en', 'es', 'pt', 'fr', 'de', 'zh', 'ja', 'ru']) {
        await db.query('savepoint s');
        await insertEntity(entity, true, lang);
        await db.query('rollback to savepoint s');
      }
      await expect(insertEntity(entity, true, 'xx')).rejects.toMatchObject({ code: CHECK_VIOLATION });
    });
  });

  it.each(ENTITIES)('$child allows one row per parent and language', async (entity) => {
    await inTransaction(null, async () => {
      const id = await insertEntity(entity, true);
      const names = Object.keys(entity.cols);
      await expect(
        db.query(
          `insert into public.${entity.child} (${entity.fk}, language, ${names.join(', ')})
           values ($1, 'en', ${names.map((_, i) => `$${i + 2}`).join(', ')})`,
          [id, ...Object.values(entity.cols)],
        ),
      ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    });
  });

  it('limits items.type to weapon, tool, charm and consumable', async () => {
    await inTransaction(null, async () => {
      await expect(
        db.query(`insert into public.items (slug, type, rarity, category) values ('t-armour', 'armour', 'common', 'crest')`),
      ).rejects.toMatchObject({ code: CHECK_VIOLATION });
    });
  });

  it('limits patches.platforms and expansion_facts.status to the values the site names', async () => {
    await inTransaction(null, async () => {
      await db.query('savepoint s');
      await expect(db.query(`insert into public.patches (slug, date, platforms) values ('t-patch', now(), '{pc,dreamcast}')`)).rejects.toMatchObject({ code: CHECK_VIOLATION });
      await db.query('rollback to savepoint s');
      await expect(
        db.query(`insert into public.expansion_facts (slug, expansion, status) values ('t-fact', 'sea-of-sorrow', 'rumoured')`),
      ).rejects.toMatchObject({ code: CHECK_VIOLATION });
    });
  });

  it('stamps news.updated_at on update unless the writer sets it', async () => {
    await inTransaction(null, async () => {
      const id = published[0]!.id;
      const bumped = await db.query<{ fresh: boolean }>(
        `update public.news set cover = '/x.svg' where id = $1 returning updated_at = now() as fresh`,
        [id],
      );
      expect(bumped.rows[0]!.fresh).toBe(true);
      const kept = await db.query<{ updated_at: Date }>(
        `update public.news set updated_at = '2020-01-01T00:00:00Z' where id = $1 returning updated_at`,
        [id],
      );
      expect(kept.rows[0]!.updated_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    });
  });

  it('deletes translations with their news', async () => {
    await inTransaction(null, async () => {
      await db.query('delete from public.news where id = $1', [draft.id]);
      const { rowCount } = await db.query('select 1 from public.news_translations where news_id = $1', [draft.id]);
      expect(rowCount).toBe(0);
    });
  });
});

describe('seed', () => {
  it('loads exactly the news of content/data/news.json', async () => {
    const { rows } = await db.query<{ slug: string }>('select slug from public.news order by slug');
    expect(rows.map((r) => r.slug)).toEqual(slugs(NEWS));
  });

  it('loads every translation unchanged', async () => {
    const { rows } = await db.query<{ news_id: string; language: string; title: string; summary: string; body: string }>(
      'select news_id, language, title, summary, body, highlights, implications from public.news_translations',
    );
    const expected = NEWS.flatMap((n) =>
      Object.entries(n.translations).map(([language, t]) => ({ news_id: n.id, language, ...t })),
    );
    const byKey = (r: { news_id: string; language: string }) => `${r.news_id}/${r.language}`;
    const sort = <T extends { news_id: string; language: string }>(list: T[]) =>
      [...list].sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(sort(rows)).toEqual(sort(expected));
  });

  it('loads dates, covers, sources and the published flag', async () => {
    const { rows } = await db.query<{ id: string; date: Date; updated_at: Date; cover: string; sources: string[]; published: boolean }>(
      'select id, date, updated_at, cover, sources, published from public.news',
    );
    for (const n of NEWS) {
      const row = rows.find((r) => r.id === n.id);
      expect(row).toEqual({
        id: n.id,
        date: new Date(n.date),
        updated_at: new Date(n.updated_at),
        cover: n.cover,
        sources: n.sources,
        published: n.published,
      });
    }
  });

  it("keeps editors' work when it runs again: edited rows and texts, and rows an editor added", async () => {
    const boss = BUNDLED.bosses[0]!.slug;
    const bossId = '(select id from public.bosses where slug = $1)';
    await inTransaction(null, async () => {
      await db.query(`update public.news set cover = 'https://cdn.example/edited.png', published = false where slug = 'meet-hornet'`);
      await db.query(`update public.news_translations set title = 'Edited by an editor' where language = 'de' and news_id = (select id from public.news where slug = 'meet-hornet')`);
      await db.query(`delete from public.boss_translations where language = 'fr' and boss_id = ${bossId}`, [boss]);
      await db.query(`update public.boss_translations set strategy = 'Edited strategy' where language = 'en' and boss_id = ${bossId}`, [boss]);
      // An editor's own row on a slug the bundle also uses: the bundled one is skipped, texts and all.
      await db.query(`delete from public.trailers where slug = 'release-trailer'`);
      await db.query(`insert into public.trailers (slug, date, video_id, published) values ('release-trailer', now(), 'pFAknD_9U7c', true)`);
      await db.query(readFileSync(new URL('seed.sql', SUPABASE), 'utf8'));
      const news = await db.query(`select n.cover, n.published, t.title from public.news n join public.news_translations t on t.news_id = n.id where n.slug = 'meet-hornet' and t.language = 'de'`);
      expect(news.rows).toEqual([{ cover: 'https://cdn.example/edited.png', published: false, title: 'Edited by an editor' }]);
      const texts = await db.query(`select language, strategy from public.boss_translations where boss_id = ${bossId} and language in ('en', 'fr')`, [boss]);
      // An edited translation stays edited, and one an editor removed stays removed.
      expect(texts.rows).toEqual([{ language: 'en', strategy: 'Edited strategy' }]);
      const trailer = await db.query(`select t.id, count(x.language)::int as texts from public.trailers t left join public.trailer_translations x on x.trailer_id = t.id where t.slug = 'release-trailer' group by t.id`);
      expect(trailer.rows).toHaveLength(1);
      expect(trailer.rows[0].texts).toBe(0);
    });
  });

  it('escapes hostile text in the generated SQL', async () => {
    const text = `It's a $$ trap'; drop table public.news; -- \\ done`;
    const hostile: NewsRecord = {
      ...draft,
      id: '00000000-0000-4000-8000-000000000000',
      slug: 'hostile',
      sources: [`https://example.com/?q='x'`],
      translations: { en: { title: text, summary: text, body: text, highlights: [], implications: null } },
    };
    await inTransaction(null, async () => {
      await db.query(seedSql({ news: [hostile] }));
      const { rows } = await db.query('select title, summary, body from public.news_translations where news_id = $1', [
        hostile.id,
      ]);
      expect(rows).toEqual([{ title: text, summary: text, body: text }]);
    });
  });
});

describe('anon and authenticated', () => {
  it.each(['anon', 'authenticated'])('%s sees only published news', async (role) => {
    const { rows } = await inTransaction(role, () => db.query<{ slug: string }>('select slug from public.news'));
    expect(rows.map((r) => r.slug).sort()).toEqual(slugs(published));
    expect(rows.map((r) => r.slug)).not.toContain(draft.slug);
  });

  it.each(['anon', 'authenticated'])('%s sees translations of published news only', async (role) => {
    const { rows } = await inTransaction(role, () =>
      db.query<{ news_id: string }>('select news_id from public.news_translations'),
    );
    expect(rows.some((r) => r.news_id === draft.id)).toBe(false);
    const expectedCount = published.reduce((sum, n) => sum + Object.keys(n.translations).length, 0);
    expect(rows).toHaveLength(expectedCount);
  });

  it('anon sees a published article with each of its translations', async () => {
    const article = published.find((n) => n.slug === 'switch-and-switch-2-same-day')!;
    const { rows } = await inTransaction('anon', () =>
      db.query<{ language: string }>(
        `select t.language from public.news n join public.news_translations t on t.news_id = n.id where n.slug = $1`,
        [article.slug],
      ),
    );
    expect(rows.map((r) => r.language).sort()).toEqual(Object.keys(article.translations).sort());
  });

  it.each(ENTITIES.filter((e) => e.parent !== 'news'))(
    'anon sees published $parent and their translations only',
    async (entity) => {
      await inTransaction(null, async () => {
        const visible = await insertEntity(entity, true);
        const hidden = await insertEntity({ ...entity, parentVals: entity.parentVals.replace("'t-", "'t2-") }, false);
        await db.query('set local role anon');
        // The seed fills the encyclopaedia tables too: look at this test's two rows only.
        const ours = [visible, hidden];
        const parents = await db.query<{ id: string }>(`select id from public.${entity.parent} where id = any($1)`, [ours]);
        expect(parents.rows.map((r) => r.id)).toEqual([visible]);
        const children = await db.query<{ id: string }>(`select ${entity.fk} as id from public.${entity.child} where ${entity.fk} = any($1)`, [ours]);
        expect(children.rows.map((r) => r.id)).toEqual([visible]);
        expect(children.rows.map((r) => r.id)).not.toContain(hidden);
      });
    },
  );

  const writes: [string, string][] = [
    ['insert news', `insert into public.news (slug) values ('anon-news')`],
    ['update news', `update public.news set published = true`],
    ['delete news', `delete from public.news`],
    ['insert news_translations', `insert into public.news_translations (news_id, language, title, summary, body)
      values ('${NEWS[0]!.id}', 'en', 't', 's', 'b')`],
    ['update news_translations', `update public.news_translations set title = 'x'`],
    ['delete news_translations', `delete from public.news_translations`],
    ['insert newsletter_subscribers', `insert into public.newsletter_subscribers (email) values ('anon@example.com')`],
    ['update newsletter_subscribers', `update public.newsletter_subscribers set email = 'x@example.com'`],
    ['delete newsletter_subscribers', `delete from public.newsletter_subscribers`],
    ['select newsletter_subscribers', `select * from public.newsletter_subscribers`],
    ['insert bosses', `insert into public.bosses (slug) values ('anon-boss')`],
    ['insert patches', `insert into public.patches (slug, date) values ('anon-patch', now())`],
    ['set an expansion release date', `update public.expansions set release_date = now()`],
    ['delete expansion_facts', `delete from public.expansion_facts`],
  ];

  for (const role of ['anon', 'authenticated']) {
    it.each(writes)(`${role} cannot %s`, async (_, sql) => {
      await inTransaction(role, async () => {
        await expect(db.query(sql)).rejects.toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
      });
    });
  }
});

describe('newsletter_subscribers', () => {
  const insert = (email: string) => db.query('insert into public.newsletter_subscribers (email) values ($1)', [email]);

  it('lets the service role subscribe an address once, idempotently with on conflict', async () => {
    await inTransaction('service_role', async () => {
      await insert('fan@example.com');
      await db.query(
        `insert into public.newsletter_subscribers (email) values ('fan@example.com') on conflict (email) do nothing`,
      );
      const { rows } = await db.query(`select email from public.newsletter_subscribers`);
      expect(rows).toEqual([{ email: 'fan@example.com' }]);
    });
  });

  it('rejects a duplicate e-mail', async () => {
    await inTransaction(null, async () => {
      await insert('fan@example.com');
      await expect(insert('fan@example.com')).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
    });
  });

  it.each([
    ['upper case', 'Fan@Example.com'],
    ['surrounding spaces', ' fan@example.com '],
    ['no at sign', 'fan.example.com'],
    ['no dot in the domain', 'fan@example'],
    ['inner space', 'f an@example.com'],
    ['more than 254 characters', `${'a'.repeat(243)}@example.com`],
  ])('rejects an address with %s', async (_, email) => {
    await inTransaction(null, async () => {
      await expect(insert(email)).rejects.toMatchObject({ code: CHECK_VIOLATION });
    });
  });

  it('accepts an address of exactly 254 characters', async () => {
    await inTransaction(null, async () => {
      await insert(`${'a'.repeat(64)}@${'b'.repeat(185)}.com`);
    });
  });

  it('checks addresses with the shared e-mail rule: the same pattern, the same verdicts as the worker', async () => {
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'newsletter_subscribers_email_format'`,
    );
    expect(rows[0]!.def).toContain(`'${EMAIL_PATTERN.replace(/'/g, "''")}'`);
    const cases = [
      'fan@example.com', 'a.b+c@sub.example.co.uk', 'fan@example', 'fan@.example.com', 'fan@example..com', 'fan@@example.com',
      'f an@example.com', 'fan@exa mple.com', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(65)}@example.com`, 'ü@example.com',
      ...ACCEPTED_EMAILS, ...REFUSED_EMAILS.map(([, email]) => email).filter((email) => !email.includes('\u0000')),
    ];
    for (const email of cases) {
      const accepted = await inTransaction(null, () => insert(email).then(() => true, () => false));
      expect(accepted, email).toBe(normalizeEmail(email) === email);
    }
  });

  it.each(REFUSED_EMAILS)('refuses an address with %s', async (_, email) => {
    await inTransaction(null, async () => {
      const code = email.includes('\u0000') ? NUL_IN_TEXT : CHECK_VIOLATION;
      await expect(insert(email)).rejects.toMatchObject({ code });
    });
  });

  it('accepts the characters mail allows outside quotes, and any language', async () => {
    await inTransaction(null, async () => {
      for (const email of ACCEPTED_EMAILS) await insert(email);
    });
  });
});
