import type { ProgressKind } from '../../../shared/companion.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { usePage } from '../../context.tsx';
import { ProgressToggle, progressKey } from '../../islands/Progress.tsx';
import { EntryLinkTo, EntryLinks } from './EntryLinks.tsx';

/**
 * Entries a player can tick off, each saying what kind of entry it is and leaving the list once
 * ticked (the progress island hides it; inside `[data-keep-done]` only while "hide what is done"
 * is on), with a line for when nothing is left. An entry that needs items first names them; the
 * island marks it within reach once every one is ticked. Without a script it lists them all.
 */
export function MissingList({ entries }: { entries: readonly { kind: ProgressKind; link: EntryLink; needs?: readonly EntryLink[] }[] }) {
  const { t } = usePage();
  return (
    <div data-progress-missing>
      <ul className="tick-list">
        {entries.map(({ kind, link, needs = [] }) => (
          <li
            key={progressKey(kind, link.slug)}
            data-progress-entry={progressKey(kind, link.slug)}
            data-requires={needs.length > 0 ? needs.map((n) => progressKey('items', n.slug)).join(' ') : undefined}
          >
            <ProgressToggle kind={kind} slug={link.slug} name={link.name} />
            {/* Styled from the row's key (see .kind-tag): a row's markup is repeated hundreds of times. */}
            <small>{t(`companion.scan.kind.${kind}`)}</small>
            <EntryLinkTo kind={kind} to={link} bare />
            {needs.length > 0 && (
              <div className="missing-needs flex flex-wrap items-center gap-x-2 text-sm text-mist">
                {t('companion.reach.needs')}
                <EntryLinks kind="items" items={needs} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <p data-progress-none hidden={entries.length > 0} className="text-mist">{t('companion.missing.none')}</p>
    </div>
  );
}

/** "Only what is within reach now" and how much that is; both need the progress island, which enables the box. */
export function ReachFilter() {
  const { t } = usePage();
  return (
    <div className="js-only-block space-y-1">
      <label className="progress-toggle inline-flex">
        <input type="checkbox" className="progress-box" data-reach-only disabled />
        <span>{t('companion.reach.only')}</span>
      </label>
      <p className="text-mist" data-reach-count data-template={t('companion.reach.count', { count: '{{count}}' })} />
    </div>
  );
}
