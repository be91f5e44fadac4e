import type { Translate } from '../../shared/i18n.ts';
import { ancestry, routeAtPath, type RouteDef } from '../../shared/routes.ts';

export interface Crumb {
  label: string;
  /** Unprefixed path. */
  path: string;
  /** Language tag of the label when it is not the page's (an article shown in its English fallback). */
  lang?: string;
  /** No page of the route table has this path (a segment of an unknown address): named, not linked. */
  unknown?: true;
}

/** 'getting-started' -> 'Getting Started'; for segments the route table does not know. */
export function titleCase(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed escape stays as typed; React escapes it on output.
  }
  return text
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1))
    .join(' ');
}

/** How a page names itself in the last crumb. */
export type CrumbName = Pick<Crumb, 'label' | 'lang'>;

/**
 * Home first, then the page's place in the site: the routes above it (`at`, the matched route,
 * following `parent` as navigation does), or for an address no route answers one crumb per path
 * segment, known segments translated and others title-cased. The page may name itself (`current`:
 * a news article's own title in the page's language).
 */
export function breadcrumbs(path: string, t: Translate, current?: CrumbName, at?: RouteDef): Crumb[] {
  const crumbs: Crumb[] = [{ label: t('nav.home'), path: '/' }];
  if (at) {
    for (const r of ancestry(at.id)) {
      if (r.id === 'home') continue;
      const own = r.path.includes(':');
      crumbs.push({ label: own ? titleCase(path.slice(path.lastIndexOf('/') + 1)) : t(r.label), path: own ? path : r.path });
    }
  } else {
    let acc = '';
    for (const segment of path.split('/').filter(Boolean)) {
      acc += `/${segment}`;
      const known = routeAtPath(acc);
      crumbs.push(known ? { label: t(known.label), path: acc } : { label: titleCase(segment), path: acc, unknown: true });
    }
  }
  if (current && crumbs.length > 1) Object.assign(crumbs[crumbs.length - 1]!, current);
  return crumbs;
}
