import { SPOILER_LEVELS } from '../../shared/companion.ts';
import { usePage } from '../context.tsx';

/**
 * The visitor's spoiler level, kept in their browser (the header's script binds every such select
 * and keeps them in step). Server-rendered at "Everything"; the script shows the saved level (Act 1
 * before the visitor has chosen one), unless the visitor picked one before it ran: that one is kept.
 */
export function SpoilerLevelSelect({ id }: { id: string }) {
  const { t } = usePage();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-silk">{t('companion.spoiler.label')}</label>
      <select id={id} data-spoiler-level defaultValue="all" aria-describedby={`${id}-hint`} className="input w-full">
        {SPOILER_LEVELS.map((l) => <option key={l} value={String(l)}>{t(`companion.spoiler.levels.${l}`)}</option>)}
      </select>
      <p id={`${id}-hint`} className="text-xs text-mist">{t('companion.spoiler.hint')}</p>
    </div>
  );
}
