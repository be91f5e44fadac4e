/**
 * A stand-in for Supabase's PostgREST on 127.0.0.1, for the benchmark: answers the worker's
 * queries (a list with embedded translations, `!inner` when asked; one row as a single object)
 * from the bundled records, each after `delayMs`. The rows and the selected columns follow the
 * entity schemas, so a new column needs nothing here.
 */
import { createServer } from 'node:http';
import { readContent } from './content.ts';
import { COLLECTION_IDS, COLLECTIONS } from '../shared/collections.ts';
import { recordToRow, type EntityDef, type RecordOf } from '../shared/schema/entity.ts';

export interface FakePostgrest {
  url: string;
  /** Requests answered so far. */
  requests(): number;
  stop(): Promise<void>;
}

type Row = Record<string, unknown> & { translations: Record<string, unknown>[] };

function published(def: EntityDef, records: readonly RecordOf<EntityDef>[]): Row[] {
  return records.filter((r) => (r as { published?: boolean }).published).map((r) => recordToRow(def, r) as Row);
}

// Every collection's table, by name, with its published rows.
const bundle = readContent().collections;
const TABLES: Record<string, { def: EntityDef; rows: Row[] }> = Object.fromEntries(
  COLLECTION_IDS.map((id) => {
    const def: EntityDef = COLLECTIONS[id].schema;
    return [def.table, { def, rows: published(def, bundle[id] as readonly RecordOf<EntityDef>[]) }];
  }),
);

// `id, slug, translations:news_translations!inner(language, title)`: the row columns, the translation columns, inner or not.
function parseSelect(select: string) {
  const embedded = /translations:\w+(!inner)?\(([^)]*)\)/.exec(select);
  const columns = select.replace(embedded?.[0] ?? '', '').split(',').map((c) => c.trim()).filter(Boolean);
  return { columns, texts: embedded?.[2]?.split(',').map((c) => c.trim()) ?? [], inner: Boolean(embedded?.[1]) };
}

const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

function answer(url: URL): { status: number; body: unknown } {
  const table = TABLES[url.pathname.replace('/rest/v1/', '')];
  if (!table) return { status: 404, body: { code: 'PGRST205', message: `no table ${url.pathname}` } };
  const { columns, texts, inner } = parseSelect(url.searchParams.get('select') ?? '');
  const order = url.searchParams.get('order')?.split('.')[0] ?? table.def.newest;
  // Filters and order apply to the stored rows (published is always true here), then the select projects them.
  const filters = [...url.searchParams].filter(([name, value]) => name !== 'published' && value.startsWith('eq.'));
  const rows = table.rows
    .filter((r) => filters.every(([name, value]) => String(r[name]) === value.slice(3)))
    .sort((a, b) => Date.parse(String(b[order])) - Date.parse(String(a[order])))
    .map((r) => ({ ...pick(r, columns), translations: r.translations.map((t) => pick(t, texts)) }))
    .filter((r) => !inner || r.translations.length > 0);
  if (url.searchParams.has('slug') || url.searchParams.get('limit') === '1') {
    return rows[0] ? { status: 200, body: rows[0] } : { status: 406, body: { code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' } };
  }
  return { status: 200, body: rows.slice(0, Number(url.searchParams.get('limit') ?? Infinity)) };
}

export function startFakePostgrest(delayMs: number): Promise<FakePostgrest> {
  let count = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    setTimeout(() => {
      count++;
      const { status, body } = answer(url);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.writeHead(status).end(JSON.stringify(body));
    }, delayMs);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests: () => count,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
