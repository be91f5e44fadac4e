import { localizedPath } from '../../../shared/paths.ts';
import { usePage } from '../../context.tsx';

export interface FilterGroup {
  /** Query parameter. */
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** An area to filter by; `act`, the act its name spoils. */
export interface AreaOption {
  value: string;
  label: string;
  act: number | null;
}

/**
 * Filters as plain links (no JavaScript): each group's links keep the other groups' choices; the
 * current choice is marked for assistive technology too.
 */
export function FilterBar({ path, groups, current, areas }: { path: string; groups: readonly FilterGroup[]; current: Readonly<Record<string, string | undefined>>; areas?: readonly AreaOption[] }) {
  const { t, lang } = usePage();
  const base = localizedPath(lang, path);
  // Values are the enums' slugs; escaped all the same. (A URLSearchParams per link cost more than the rest of the bar.)
  const href = (param: string, value: string | undefined) => {
    const query = Object.entries({ ...current, [param]: value }).flatMap(([k, v]) => (v ? [`${k}=${encodeURIComponent(v)}`] : [])).join('&');
    return query ? `${base}?${query}` : base;
  };
  return (
    <div className="space-y-3">
      {groups.map((g) => (
        <nav key={g.param} aria-label={t('encyclopaedia.filter', { what: g.label })} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="mr-1 text-mist">{g.label}:</span>
          {[{ value: undefined, label: t('encyclopaedia.all') }, ...g.options].map((o) => {
            const active = current[g.param] === o.value;
            return (
              <a
                key={o.value ?? ''}
                href={href(g.param, o.value)}
                aria-current={active ? 'page' : undefined}
                className={`rounded-full border px-3 py-1 ${active ? 'border-gold bg-gold text-ink' : 'border-white/20 text-silk hover:border-gold'}`}
              >
                {o.label}
              </a>
            );
          })}
        </nav>
      ))}
      {areas && areas.length > 1 && (
        // Too many areas for links: a plain form (a GET to the hub, keeping the other choices) that works without JavaScript.
        <form method="get" action={base} className="flex flex-wrap items-center gap-2 text-sm">
          {Object.entries(current).flatMap(([k, v]) => (v && k !== 'area' ? [<input key={k} type="hidden" name={k} value={v} />] : []))}
          <label htmlFor="area-filter" className="mr-1 text-mist">{t('encyclopaedia.labels.area')}:</label>
          <select id="area-filter" name="area" defaultValue={current.area ?? ''} className="input w-auto">
            {/* Named by `label`, not content: a later act's area, hidden from the list by its act, is then no text of the page either. */}
            <option value="" label={t('encyclopaedia.all')} />
            {areas.map((a) => <option key={a.value} value={a.value} label={a.label} data-act={a.act && a.act > 1 ? a.act : undefined} />)}
          </select>
          <button type="submit" className="btn">{t('encyclopaedia.labels.showArea')}</button>
        </form>
      )}
    </div>
  );
}

