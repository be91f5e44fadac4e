import type { ExpansionRow } from './schema/expansion.ts';

/**
 * The release a countdown should count down to: the soonest expansion release date an editor has
 * set that is still ahead of `now` (ms); null while none is announced.
 */
export function upcomingRelease(rows: readonly Pick<ExpansionRow, 'slug' | 'release_date'>[], now: number): { slug: string; date: string } | null {
  const ahead = rows.flatMap((r) => (r.release_date && Date.parse(r.release_date) > now ? [{ slug: r.slug, date: r.release_date }] : []));
  return ahead.sort((a, b) => Date.parse(a.date) - Date.parse(b.date))[0] ?? null;
}
