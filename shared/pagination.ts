// 12 news per page, at most 5 numbered page links.
const NEWS_PAGE_SIZE = 12;
const MAX_PAGE_LINKS = 5;
// Beyond this a `page` parameter is noise, not a page (keeps the number a small integer).
const MAX_PAGE = 10_000;

export function pageCount(total: number, size = NEWS_PAGE_SIZE): number {
  return Math.ceil(total / size);
}

/** The items of page `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, size = NEWS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/**
 * The numbered links to show: up to `max` consecutive pages around `current`, the window
 * shifting near the ends so it always holds `max` pages when there are that many.
 */
export function pageWindow(current: number, total: number, max = MAX_PAGE_LINKS): number[] {
  if (total <= 0 || max <= 0) return [];
  const size = Math.min(max, total);
  const start = Math.min(Math.max(current - Math.floor(size / 2), 1), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * The page a `?page=` value asks for: absent means 1; only a plain positive integer in its
 * canonical spelling counts ('2', not '02', '2.0', '+2' or ' 2'); anything else is null.
 */
export function parsePage(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_PAGE ? page : null;
}
