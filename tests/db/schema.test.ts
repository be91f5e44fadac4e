// The entity schemas (shared/schema) against the tables the migrations create: same columns,
// same types, same nullability, in both the entity's table and its translation table.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Columns, SqlType } from '../../shared/schema/column.ts';
import { ENTITIES } from '../../shared/schema/index.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { applyMigrations } from './migrations.ts';

let cluster: Cluster | undefined;
let db: pg.Client;

beforeAll(async () => {
  cluster = await startCluster();
  db = await cluster.connect();
  await db.query('create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;');
  await applyMigrations(db);
});

afterAll(async () => {
  await db?.end().catch(() => {});
  cluster?.stop();
});

interface Described {
  type: SqlType | string;
  nullable: boolean;
}

// information_schema spells types its own way; domains (language_code) report their own name.
function sqlType(row: { data_type: string; udt_name: string; domain_name: string | null }): string {
  if (row.domain_name) return row.domain_name;
  if (row.data_type === 'ARRAY') return `${row.udt_name.replace(/^_/, '')}[]`;
  if (row.data_type === 'timestamp with time zone') return 'timestamptz';
  return row.data_type;
}

async function columnsOf(table: string): Promise<Record<string, Described>> {
  const { rows } = await db.query<{ column_name: string; data_type: string; udt_name: string; domain_name: string | null; is_nullable: string }>(
    `select column_name, data_type, udt_name, domain_name, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = $1 order by ordinal_position`,
    [table],
  );
  return Object.fromEntries(rows.map((r) => [r.column_name, { type: sqlType(r), nullable: r.is_nullable === 'YES' }]));
}

const described = (columns: Columns) =>
  Object.fromEntries(Object.entries(columns).map(([name, c]) => [name, { type: c.sql, nullable: c.nullable }]));

describe.each(ENTITIES.map((e) => [e.table, e] as const))('%s', (_table, def) => {
  it('has exactly the columns, types and nullability of its schema', async () => {
    expect(await columnsOf(def.table)).toEqual(described(def.columns));
  });

  it('has a translation table with its key, the language and the schema’s texts', async () => {
    expect(await columnsOf(def.translations.table)).toEqual({
      [def.translations.key]: { type: 'uuid', nullable: false },
      language: { type: 'language_code', nullable: false },
      ...described(def.translations.columns),
    });
  });

  it('orders "newest first" by one of its columns', () => {
    expect(Object.keys(def.columns)).toContain(def.newest);
  });
});
