import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const NEWS = BUNDLED.news;
import { oneOf, text } from '../../shared/schema/column.ts';
import { entity, parseRowColumns, recordToRow, schemaVersion } from '../../shared/schema/entity.ts';
import { NEWS_SCHEMA } from '../../shared/schema/news.ts';
import { cacheKey } from '../../worker/data/cache.ts';
import { bundledSource, repository } from '../../worker/data/collection.ts';
import { BUNDLED } from '../../shared/bundledRecords.ts';

const base = { table: 't', columns: { slug: text() }, translations: { table: 't_translations', key: 't_id', columns: { name: text() } }, newest: 'slug' as const };

describe('entity schemas', () => {
  it('give a version that changes with the shape and only with it', () => {
    const v = schemaVersion(entity(base));
    expect(schemaVersion(entity({ ...base }))).toBe(v);
    expect(schemaVersion(entity({ ...base, columns: { slug: text(), kind: oneOf(['a']) } }))).not.toBe(v);
    expect(schemaVersion(entity({ ...base, translations: { ...base.translations, columns: { title: text() } } }))).not.toBe(v);
  });

  it('turn a bundled record into the row a query returns, translations in language order', () => {
    const record = NEWS.find((n) => n.slug === 'switch-and-switch-2-same-day')!;
    const row = recordToRow(NEWS_SCHEMA, record);
    expect(Object.keys(row)).toEqual(['id', 'slug', 'date', 'updated_at', 'cover', 'sources', 'act', 'translations']);
    expect(row.translations.map((t) => t.language)).toEqual(Object.keys(record.translations));
    expect(parseRowColumns(NEWS_SCHEMA, row).ok).toBe(true);
  });

  it('name the first unusable field of a row', () => {
    expect(parseRowColumns(NEWS_SCHEMA, { ...recordToRow(NEWS_SCHEMA, NEWS[0]!), date: 'yesterday' })).toEqual({ ok: false, field: 'date' });
  });

  it('version the news cache entries, so a new shape never reads old copies', async () => {
    const cache = await caches.open('schema-version');
    const ctx = createExecutionContext();
    await repository('news', bundledSource(BUNDLED.news, 'news'), { ctx, origin: 'https://silksong.test', cache }).list();
    await waitOnExecutionContext(ctx);
    expect(await cache.match(cacheKey('https://silksong.test', `news@${schemaVersion(NEWS_SCHEMA)}/list`))).toBeDefined();
  });
});
