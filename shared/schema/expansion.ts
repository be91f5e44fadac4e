import { boolean, generated, hidden, nullableText, nullableTimestamp, oneOf, slug, text, timestamp, uuid, webUrls } from './column.ts';
import { entity, type RowOf } from './entity.ts';

/**
 * An expansion Team Cherry has announced. Editors set `release_date` once it is announced; until
 * then it is null and the site says no date has been given. `checked_at` says when that was last
 * confirmed, so a reader can tell a fresh "not announced yet" from a stale one.
 */
export const EXPANSION_SCHEMA = entity({
  table: 'expansions',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    /** The day it was announced. */
    announced: timestamp(),
    /** The moment it unlocks, once announced. */
    release_date: nullableTimestamp(),
    /** The day its facts were last checked against the sources (the page shows it); null when never recorded. */
    checked_at: nullableTimestamp(),
    sources: webUrls(),
    published: hidden(boolean()),
    created_at: hidden(generated(timestamp())),
  },
  translations: { table: 'expansion_translations', key: 'expansion_id', columns: { name: text(), summary: nullableText() } },
  newest: 'announced',
});

/** Whether Team Cherry has said it, or it is a question the announcement left open. */
export const FACT_STATUSES = ['announced', 'not-announced'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

/** One thing known (or not yet known) about an expansion, with the pages that say so. */
export const EXPANSION_FACT_SCHEMA = entity({
  table: 'expansion_facts',
  columns: {
    id: generated(uuid()),
    slug: slug(),
    /** The expansion it is about. */
    expansion: { ...slug(), references: 'expansions' },
    status: oneOf(FACT_STATUSES),
    sources: webUrls(),
    published: hidden(boolean()),
    created_at: generated(timestamp()),
  },
  translations: { table: 'expansion_fact_translations', key: 'expansion_fact_id', columns: { text: text() } },
  newest: 'created_at',
});

export type ExpansionRow = RowOf<typeof EXPANSION_SCHEMA>;
export type ExpansionFactRow = RowOf<typeof EXPANSION_FACT_SCHEMA>;
