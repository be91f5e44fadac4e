import type { Lang } from '../../shared/languages.ts';
import { splitLang } from '../../shared/paths.ts';
import { BUILD_HEADER } from '../../shared/serviceWorker.ts';

/** What scripts/build.ts tells the service worker about the build it belongs to. */
export interface SiteBuild {
  /** The build id (dist/manifest.json `build`): names the cache, and pages carry it (BUILD_HEADER). */
  build: string;
  /** This build's content-hashed files a kept page may need: the stylesheet, every script, the offline pages. */
  precache: string[];
  /** The offline page of each language. */
  offline: Record<Lang, string>;
  /**
   * Query parameters some page reads as free text (a search query, a form's outcome): the page cache
   * never stores an answer that has one (worker/pageCache.ts), and neither does the service worker.
   */
  freeTextParams: string[];
}

/**
 * Whether `res`, the answer for the page at `url`, is kept for reading offline: only a real page of
 * this build as everyone gets it. Not the APIs, not an answer to a search or a form (free text in the
 * query), not an error, a redirect or a page nobody may store (`no-store`: a 503 while the backend is
 * down), and not a page of another build, whose scripts and stylesheet this build's cache lacks.
 */
export function keepsPage(url: URL, res: Response, site: SiteBuild): boolean {
  if (url.pathname.startsWith('/api/')) return false;
  if ([...url.searchParams.keys()].some((name) => site.freeTextParams.includes(name))) return false;
  return (
    res.status === 200 &&
    !res.redirected &&
    (res.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/\bno-store\b/.test(res.headers.get('cache-control') ?? '') &&
    res.headers.get(BUILD_HEADER) === site.build
  );
}

/** The offline page for an address: in its language, which the first path segment decides as everywhere on the site. */
export function offlinePage(url: URL, site: SiteBuild): string {
  return site.offline[splitLang(url.pathname).lang];
}
