import { nullableCount, nullableOneOf, oneOf, slugRef } from './column.ts';
import type { RowOf } from './entity.ts';
import { tracked } from './tracked.ts';

/** Where Hornet rests, and the two fast-travel networks' stations. */
export const REST_KINDS = ['bench', 'bellway', 'ventrica'] as const;
/** What opens one: a toll in Rosaries, beating the Bell Beast, any Ventrica station opened, a trap defused. */
export const OPENERS = ['toll', 'bell-beast', 'any-ventrica', 'trap'] as const;

/** A bench, Bellway station or Ventrica station. */
export const { schema: BENCH_SCHEMA, list: BENCH_LIST_SCHEMA } = tracked(
  { table: 'benches', translations: 'bench_translations', key: 'bench_id' },
  {
    kind: oneOf(REST_KINDS),
    zone: slugRef('zones'),
    opens: nullableOneOf(OPENERS),
    /** The toll in Rosaries, where two sources give it. */
    toll: nullableCount(),
  },
  {},
);

export type BenchRow = RowOf<typeof BENCH_SCHEMA>;
