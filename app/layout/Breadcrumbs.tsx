import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import type { Crumb } from './breadcrumbs.ts';

/**
 * Hidden when there is only Home; the last crumb is the current page and not a link, nor is a segment
 * no page has (on the 404 page). A long slug wraps anywhere rather than widen the page. The last crumb
 * names the page the visitor asked for, so it is never hidden behind its act, as the page's heading is not.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t, lang } = usePage();
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs mb-6 text-sm text-mist">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 [overflow-wrap:anywhere]">
        {crumbs.map((c, i) => (
          <li key={c.path} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true" className="text-gold/60">/</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-silk" lang={c.lang}>{c.label}</span>
            ) : c.unknown ? (
              <span>{c.label}</span>
            ) : (
              <a href={localizedPath(lang, c.path)} className="link">{c.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
