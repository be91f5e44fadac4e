import type { ProgressKind } from '../../shared/companion.ts';
import type { Act } from '../../shared/schema/enums.ts';
import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { formatNumber } from '../ui/intl.ts';

/*
 * Progress controls: plain server markup (checkboxes, counts, lists of what is missing) that one
 * island per page binds. Everything is only for scripted browsers: without a script there is
 * nowhere to keep a tick, and every list shows everything.
 */

/** A tick as the client keys it: `bosses/lace`. */
export const progressKey = (kind: ProgressKind, slug: string) => `${kind}/${slug}`;

/** Binds every progress control of the page; render it once on a page that has any. */
export function ProgressControls() {
  return <Island name="progress" component={StorageStatus} props={{}} />;
}

/** Says so when the browser refuses to keep a tick (private modes, full storage). */
function StorageStatus() {
  const { t } = usePage();
  return <p role="status" data-progress-status data-not-stored={t('companion.save.notStored')} className="text-sm text-crimson-light empty:hidden" />;
}

/** "Defeated" / "Found" / "Visited" for one entry; `named` in a list where the label alone would not say which. */
export function ProgressToggle({ kind, slug, name }: { kind: ProgressKind; slug: string; name?: string }) {
  const { t } = usePage();
  const state = t(`companion.done.${kind}`);
  if (name !== undefined) {
    // The label adds no text, only room to tap (see .tick).
    return (
      <label className="tick js-only">
        <input type="checkbox" data-progress={progressKey(kind, slug)} aria-label={t('companion.doneNamed', { state, name })} />
      </label>
    );
  }
  return (
    <label className="progress-toggle js-only">
      <input type="checkbox" className="progress-box" data-progress={progressKey(kind, slug)} />
      <span>{state}</span>
    </label>
  );
}

/** One entry a count counts: its progress key and its act. */
export interface Counted {
  key: string;
  act?: Act | null;
}

/** The levels a count is told at: `upto` is the last act a level shows (Everything shows Act 3 and below). */
const COUNT_LEVELS = [{ level: 'all', upto: 3 }, { level: '1', upto: 1 }, { level: '2', upto: 2 }] as const;

/**
 * "3 of 42" over `entries`, after its label. A count says what the visitor can see: at Act 1 it
 * counts what Act 1 shows and says how many more later acts hold. Each level's count is in the
 * markup and the stylesheet shows the document's, so the right total paints before any script (no
 * shift when it runs); the client fills in what is ticked. `data-entries` lists each key once, with
 * its act after a colon when it is a later one (slugs have no colon).
 */
export function ProgressCount({ label, entries, className = '' }: { label: string; entries: readonly Counted[]; className?: string }) {
  const { t, lang } = usePage();
  const hasLater = entries.some((e) => (e.act ?? 1) > 1);
  const levels = hasLater ? COUNT_LEVELS : COUNT_LEVELS.slice(0, 1);
  return (
    <p className={`progress-count js-only ${className}`} data-entries={entries.map((e) => ((e.act ?? 1) > 1 ? `${e.key}:${e.act}` : e.key)).join(' ')}>
      <span>{label}</span>
      {levels.map(({ level, upto }) => {
        const shown = entries.filter((e) => (e.act ?? 1) <= upto).length;
        const later = entries.length - shown;
        // The client fills in {{done}}, in the page's numerals.
        const template = t('companion.count', { done: '{{done}}', total: formatNumber(lang, shown) });
        return (
          <span key={level} className={hasLater ? 'count-at' : undefined} data-at={hasLater ? level : undefined}>
            <output data-progress-count data-upto={upto} data-template={template}>{template.replace('{{done}}', '0')}</output>
            {later > 0 && <> {t('companion.firstVisit.laterActs', { count: formatNumber(lang, later) })}</>}
          </span>
        );
      })}
    </p>
  );
}

/**
 * How much of a part of the page's checklist is ticked: a bar and "3 of 42 · 7 %", named by the
 * element `labelledBy`. It counts the checklist's own rows (those of one `kind`, or all) inside the
 * nearest `[data-tally]` around it, so no list of entries is repeated for it; the island fills it in.
 */
export function ProgressMeter({ labelledBy, kind, total }: { labelledBy: string; kind?: ProgressKind; total: number }) {
  const { t, lang } = usePage();
  return (
    <span className="meter js-only" data-meter={kind ?? ''}>
      <progress max={total} value={0} aria-labelledby={labelledBy} />
      <output data-meter-text>{t('companion.count', { done: formatNumber(lang, 0), total: formatNumber(lang, total) })}</output>
    </span>
  );
}
