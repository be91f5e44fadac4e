import type { ProgressKind } from '../../shared/companion.ts';
import { PROGRESS_IDS } from '../../shared/collections.ts';
import { hubPath } from '../../shared/routes.ts';
import type { Act } from '../../shared/schema/enums.ts';
import { localizedPath } from '../../shared/paths.ts';
import { usePage } from '../context.tsx';
import { ProgressControls, ProgressMeter } from '../islands/Progress.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { Spoiler } from '../ui/Spoiler.tsx';
import { SpoilerLevelSelect } from '../ui/SpoilerLevelSelect.tsx';
import { MissingList, ReachFilter } from './encyclopaedia/MissingList.tsx';
import { Unavailable } from './encyclopaedia/Notes.tsx';
import type { Checklist, Tick } from './progress/checklist.ts';
import { GameSaveImport } from './progress/GameSaveImport.tsx';

type Ready = Extract<Checklist, { kind: 'ok' }>;

/**
 * /progress: the visitor's own progress and spoiler level, kept in their browser. What is ticked
 * comes first, as bars; then the saves (the game's, and the site's own file); then every entry once,
 * by area, each area folded to its name and bar.
 */
export function ProgressPage({ data }: { data: Checklist }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.progress.heading')} intro={t('pages.progress.intro')} />
      <ProgressControls />
      <noscript>
        <p className="card mb-8 text-mist">{t('companion.needsScript')}</p>
      </noscript>
      {data.kind === 'unavailable' ? (
        <div className="space-y-12">
          <SpoilerSection />
          <Unavailable />
          <SaveFile />
        </div>
      ) : (
        // The tally: every meter inside counts the rows of the checklist below.
        <div className="space-y-12" data-tally data-count-template={t('companion.count', { done: '{{done}}', total: '{{total}}' })}>
          <div className="grid gap-x-8 gap-y-12 lg:grid-cols-2">
            <Overall data={data} />
            <SpoilerSection />
            <GameSaveImport data={data} />
            <SaveFile />
          </div>
          <ChecklistByArea data={data} />
        </div>
      )}
    </>
  );
}

function SpoilerSection() {
  const { t } = usePage();
  return (
    <Section id="spoilers" title={t('companion.spoiler.label')}>
      <div className="card max-w-md">
        <SpoilerLevelSelect id="spoiler-level-page" />
      </div>
    </Section>
  );
}

/** The whole and each kind as a bar, each kind with a link to its hub. */
function Overall({ data }: { data: Ready }) {
  const { t, lang } = usePage();
  const total = PROGRESS_IDS.reduce((n, k) => n + data.all[k].length, 0);
  return (
    <Section id="overall" title={t('companion.overall')} className="js-only-block">
      <p className="meter-row text-lg">
        <span id="meter-all" className="meter-label">{t('companion.overall')}</span>
        <ProgressMeter labelledBy="meter-all" total={total} />
      </p>
      <ul className="space-y-2">
        {PROGRESS_IDS.map((k) => (
          <li key={k} className="meter-row">
            <a id={`meter-${k}`} href={localizedPath(lang, hubPath(k))} className="meter-label link">{t(`companion.counted.${k}`)}</a>
            <ProgressMeter labelledBy={`meter-${k}`} kind={k} total={data.all[k].length} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Which kinds show, and whether what is done does: disabled until the island binds them, so no choice is lost. */
function Filters() {
  const { t } = usePage();
  const option = (value: ProgressKind | '', label: string) => (
    <label key={value} className="control">
      <input type="radio" name="show-kind" value={value} defaultChecked={value === ''} disabled data-show-kind />
      <span>{label}</span>
    </label>
  );
  return (
    <div className="js-only-block space-y-2">
      <fieldset className="kind-filter">
        <legend>{t('companion.scan.show')}</legend>
        {option('', t('companion.scan.all'))}
        {PROGRESS_IDS.map((k) => option(k, t(`companion.scan.kinds.${k}`)))}
      </fieldset>
      <label className="control">
        <input type="checkbox" className="progress-box" data-hide-done disabled />
        <span>{t('companion.scan.hideDone')}</span>
      </label>
      <ReachFilter />
    </div>
  );
}

/** One area (or the entries tied to none), folded to its name and bar; open, its rows. */
function AreaGroup({ id, name, act, ticks }: { id: string; name: string; act?: Act | null; ticks: readonly Tick[] }) {
  return (
    <details className="area-group card" data-tally data-area>
      <summary>
        <span id={`area-${id}`} className="font-display text-lg text-silk">
          <Spoiler act={act} still>{name}</Spoiler>
        </span>
        <ProgressMeter labelledBy={`area-${id}`} total={ticks.length} />
      </summary>
      <MissingList entries={ticks} />
    </details>
  );
}

function ChecklistByArea({ data }: { data: Ready }) {
  const { t } = usePage();
  return (
    <Section id="missing" title={t('companion.scan.checklist')}>
      <div data-reach data-keep-done className="space-y-4">
        <Filters />
        <div className="grid items-start gap-3 md:grid-cols-2 xl:grid-cols-3">
          {data.areas.map(({ zone, ticks }) => <AreaGroup key={zone.slug} id={zone.slug} name={zone.name} act={zone.act} ticks={ticks} />)}
          {data.elsewhere.length > 0 && <AreaGroup id="elsewhere" name={t('companion.missing.elsewhere')} ticks={data.elsewhere} />}
        </div>
      </div>
    </Section>
  );
}

/** Export, import and reset; their messages travel with the section for the script to show. */
function SaveFile() {
  const { t } = usePage();
  const m = (k: 'exported' | 'imported' | 'resetDone' | 'corrupt' | 'foreign' | 'newer' | 'confirmReset') => t(`companion.save.${k}`, { count: '{{count}}' });
  return (
    <section
      aria-labelledby="save-file"
      className="js-only-block space-y-4"
      data-save-file
      data-exported={m('exported')}
      data-imported={m('imported')}
      data-reset-done={m('resetDone')}
      data-corrupt={m('corrupt')}
      data-foreign={m('foreign')}
      data-newer={m('newer')}
      data-confirm-reset={m('confirmReset')}
    >
      <h2 id="save-file" className="scroll-mt-24 font-display text-2xl text-gold sm:text-3xl">{t('companion.save.title')}</h2>
      <p className="text-mist">{t('companion.save.text')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn" data-export>{t('companion.save.export')}</button>
        <label className="btn cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-gold">
          {t('companion.save.import')}
          <input type="file" accept="application/json,.json" className="sr-only" data-import />
        </label>
        <button type="button" className="btn" data-reset>{t('companion.save.reset')}</button>
      </div>
      <p role="status" aria-live="polite" className="text-silk" data-save-status />
    </section>
  );
}
