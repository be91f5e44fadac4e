import type { ProgressKind } from '../../shared/companion.ts';
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

/** "3 of 42" over `entries` (progress keys), after its label. */
export function ProgressCount({ label, entries, className = '' }: { label: string; entries: readonly string[]; className?: string }) {
  const { t, lang } = usePage();
  // The client fills in {{done}}, in the page's numerals.
  const template = t('companion.count', { done: '{{done}}', total: formatNumber(lang, entries.length) });
  return (
    <p className={`progress-count js-only ${className}`}>
      <span>{label}</span>
      <output data-progress-count data-entries={entries.join(' ')} data-template={template}>
        {template.replace('{{done}}', '0')}
      </output>
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
