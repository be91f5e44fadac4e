import type { ProgressKind } from '../../../shared/companion.ts';
import type { EntryLink } from '../../../shared/encyclopaedia.ts';
import { usePage } from '../../context.tsx';
import { ProgressToggle, progressKey } from '../../islands/Progress.tsx';
import { EntryLinkTo } from './EntryLinks.tsx';

/**
 * Entries a player can tick off, each leaving the list once ticked (the progress island hides
 * it), with a line for when nothing is left. Without a script it lists them all.
 */
export function MissingList({ entries }: { entries: readonly { kind: ProgressKind; link: EntryLink }[] }) {
  const { t } = usePage();
  return (
    <div data-progress-missing>
      <ul className="space-y-1">
        {entries.map(({ kind, link }) => (
          <li key={progressKey(kind, link.slug)} data-progress-entry={progressKey(kind, link.slug)} className="flex items-center gap-2">
            <ProgressToggle kind={kind} slug={link.slug} name={link.name} />
            <EntryLinkTo kind={kind} to={link} />
          </li>
        ))}
      </ul>
      <p data-progress-none hidden={entries.length > 0} className="text-mist">{t('companion.missing.none')}</p>
    </div>
  );
}
