// The pre-order editions and prices and the PC requirements are rows editors correct in Supabase:
// the pages show what the tables hold, the newest row winning, and say so when nothing can be read.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLED } from '../../shared/bundledRecords.ts';
import { COLLECTIONS } from '../../shared/collections.ts';
import { recordToRow, type EntityDef, type RecordOf } from '../../shared/schema/entity.ts';
import { fakeSupabase, freshOrigin, pgrst, serverError, visit, type Call } from './postgrest.ts';

afterEach(() => vi.restoreAllMocks());

type Row = Record<string, unknown> & { slug: string };

/** A collection's bundled records as PostgREST sends them (newest first, as the query orders them). */
function rows(id: 'preorder_variants' | 'system_requirements'): Row[] {
  const def: EntityDef = COLLECTIONS[id].schema;
  return BUNDLED[id].map((r) => recordToRow(def, r as RecordOf<EntityDef>) as unknown as Row);
}

function answering(tables: Partial<Record<string, Row[]>>) {
  return fakeSupabase((call: Call) => pgrst(tables[call.url.pathname.split('/').pop()!] ?? []));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('pre-order variants from Supabase', () => {
  it('shows an edited price in the cards and the table, the newest variant of an edition winning', async () => {
    const variants = rows('preorder_variants');
    const edited = { ...variants.find((v) => v.slug === 'standard-us')!, slug: 'standard-us-2026', price: 19.99 };
    const { calls } = answering({ preorder_variants: [edited, ...variants] });
    const { res, body } = await visit(freshOrigin(), '/preorder');
    expect(res.status).toBe(200);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/rest/v1/preorder_variants']);
    const editions = body.slice(body.indexOf('id="editions"'), body.indexOf('id="regional-prices"'));
    expect(text(editions)).toContain('$19.99');
    expect(text(editions)).not.toContain('$29.99');
    expect(editions.match(/<li class="card\b/g)).toHaveLength(3);
    const table = body.slice(body.indexOf('id="regional-prices"'));
    expect(text(table)).toMatch(/United States.*USD.*\$19\.99.*\$49\.99.*\$79\.99/);
  });

  it('names an edition in English, marked as English, where a language has no text for it', async () => {
    const variants = rows('preorder_variants').map((v) => ({ ...v, translations: (v.translations as { language: string }[]).filter((t) => t.language === 'en') }));
    answering({ preorder_variants: variants });
    const { res, body } = await visit(freshOrigin(), '/de/preorder');
    expect(res.status).toBe(200);
    expect(body).toContain('<h3 lang="en" class="font-display text-2xl text-silk">Deluxe Edition</h3>');
  });

  it('says the editions cannot be shown, with 503 and Retry-After, when Supabase is down and nothing is cached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const { res, body } = await visit(freshOrigin(), '/fr/preorder');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('120');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.match(/<p role="status" class="card text-mist">/g)).toHaveLength(2);
    // The rest of the page stands: the disclaimer and the disabled button.
    expect(body).toMatch(/<button type="button" disabled=""/);
  });
});

describe('system requirements from Supabase', () => {
  it('shows the newest published row of each level', async () => {
    const levels = rows('system_requirements');
    const newer = { ...levels.find((l) => l.level === 'minimum')!, slug: 'minimum-2026', os: 'Windows 10 64-bit (22H2)', memory: '6 GB RAM' };
    const { calls } = answering({ system_requirements: [newer, ...levels] });
    for (const path of ['/platforms', '/system-requirements']) {
      const { res, body } = await visit(freshOrigin(), path);
      expect(res.status, path).toBe(200);
      const minimum = body.slice(body.indexOf('id="pc-minimum"'), body.indexOf('id="pc-recommended"'));
      expect(text(minimum)).toContain('Windows 10 64-bit (22H2)');
      expect(text(minimum)).toContain('6 GB RAM');
      expect(text(body.slice(body.indexOf('id="pc-recommended"')))).toContain('15 GB (SSD recommended)');
    }
    expect(calls.map((c) => c.url.pathname)).toEqual(['/rest/v1/system_requirements', '/rest/v1/system_requirements']);
  });

  it('keeps the platform cards and console table when the requirements cannot be read, answering 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeSupabase(() => serverError());
    const { res, body } = await visit(freshOrigin(), '/ja/platforms');
    expect(res.status).toBe(503);
    const pc = body.slice(body.indexOf('id="pc-requirements"'), body.indexOf('id="console-performance"'));
    expect(pc).toContain('<p role="status" class="card text-mist">');
    expect(pc).not.toContain('<table');
    expect(body).toContain('id="console-performance"');
  });
});
