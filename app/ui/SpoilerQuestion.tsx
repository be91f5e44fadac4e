import { SPOILER_LEVELS } from '../../shared/companion.ts';
import { usePage } from '../context.tsx';
import { EVERY_PAGE, useCachedMarkup } from './cachedMarkup.tsx';

/**
 * The first visit's question: how far has the visitor played? Until they answer, later acts are
 * hidden as at Act 1 (the page's own subject excepted). It asks without blocking anything and
 * "Not now" puts it away for the visit. Only a scripted visit sees it (the head's early script
 * shows it from the first paint, in the page's flow, so nothing shifts); its buttons are disabled
 * until the header's script binds them (app/companion/spoilers.ts), so none is pressed in vain.
 */
export function SpoilerQuestion() {
  const cached = useCachedMarkup();
  // The same on every page of a language: made once.
  return <section aria-labelledby="spoiler-question" data-spoiler-question className="spoiler-question" dangerouslySetInnerHTML={{ __html: cached({ owner: EVERY_PAGE, variant: 'question', render: () => <Question /> }) }} />;
}

function Question() {
  const { t } = usePage();
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
      <div className="min-w-0 flex-1 basis-72">
        <p id="spoiler-question" className="font-display text-lg text-silk">{t('companion.firstVisit.question')}</p>
        <p className="text-sm text-mist">{t('companion.firstVisit.hint')}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {SPOILER_LEVELS.map((l) => (
          <button key={l} type="button" disabled data-spoiler-choose={String(l)} className="btn py-1.5">
            {l === 'all' ? t('companion.firstVisit.all') : t(`companion.spoiler.levels.${l}`)}
          </button>
        ))}
        <button type="button" disabled data-spoiler-later className="link px-2 py-1.5 text-sm">{t('companion.firstVisit.later')}</button>
      </div>
    </div>
  );
}
