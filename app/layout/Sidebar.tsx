import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { related, type RouteId } from '../routes.ts';

export function Sidebar({ routeId }: { routeId: RouteId }) {
  const { t, lang } = usePage();
  const links = related(routeId);
  if (links.length === 0) return null;
  return (
    <aside aria-labelledby="sidebar-title" className="sidebar">
      <h2 id="sidebar-title" className="mb-3 font-display text-lg text-gold">{t('sidebar.title')}</h2>
      <ul className="space-y-1">
        {links.map((r) => (
          <li key={r.id}>
            <a href={localizedPath(lang, r.path)} className="sidebar-link">{t(r.label)}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
