import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { related, type RouteId } from '../../shared/routes.ts';
import type { RelatedLink } from '../routes/module.ts';
import { Spoiler } from '../ui/Spoiler.tsx';

/** Related links: the page's own (an entry's links) when it has some, else the route table's. */
export function Sidebar({ routeId, own }: { routeId: RouteId; own?: readonly RelatedLink[] }) {
  const { t, lang } = usePage();
  const links: readonly RelatedLink[] = own?.length ? own : related(routeId).map((r) => ({ label: t(r.label), path: r.path }));
  if (links.length === 0) return null;
  return (
    <aside aria-labelledby="sidebar-title" className="sidebar">
      <h2 id="sidebar-title" className="mb-3 font-display text-lg text-gold">{t('sidebar.title')}</h2>
      <ul className="space-y-1">
        {links.map((l) => (
          <li key={l.path}>
            <Spoiler act={l.act}>
              <a href={localizedPath(lang, l.path)} className="sidebar-link">{l.label}</a>
            </Spoiler>
          </li>
        ))}
      </ul>
    </aside>
  );
}
