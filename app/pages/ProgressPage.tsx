import { COLLECTIONS, PROGRESS_IDS } from '../../shared/collections.ts';
import { hubPath, route, type RouteId } from '../../shared/routes.ts';
import { localizedPath } from '../../shared/paths.ts';
import { usePage } from '../context.tsx';
import { ProgressControls, ProgressCount, progressKey } from '../islands/Progress.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Section } from '../ui/Section.tsx';
import { Spoiler } from '../ui/Spoiler.tsx';
import { SpoilerLevelSelect } from '../ui/SpoilerLevelSelect.tsx';
import { MissingList, ReachFilter } from './encyclopaedia/MissingList.tsx';
import { Unavailable } from './encyclopaedia/Notes.tsx';
import type { Checklist, Tick } from './progress/checklist.ts';
import { GameSaveImport } from './progress/GameSaveImport.tsx';

const counted = (ticks: readonly Tick[]) => ticks.map((t) => ({ key: progressKey(t.kind, t.link.slug), act: t.link.act }));

/** /progress: the visitor's own progress and spoiler level, kept in their browser. */
export function ProgressPage({ data }: { data: Checklist }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.progress.heading')} intro={t('pages.progress.intro')} />
      <ProgressControls />
      <noscript>
        <p className="card mb-8 text-mist">{t('companion.needsScript')}</p>
      </noscript>
      <div className="space-y-12">
        {data.kind === 'ok' && <GameSaveImport data={data} />}
        <Section id="spoilers" title={t('companion.spoiler.label')}>
          <div className="card max-w-md">
            <SpoilerLevelSelect id="spoiler-level-page" />
          </div>
        </Section>
        {data.kind === 'unavailable' ? <Unavailable /> : <Tally data={data} />}
        <SaveFile />
      </div>
    </>
  );
}

function Tally({ data }: { data: Extract<Checklist, { kind: 'ok' }> }) {
  const { t, lang } = usePage();
  return (
    <>
      <Section id="overall" title={t('companion.overall')} className="js-only-block">
        <ProgressCount label={t('companion.overall')} entries={PROGRESS_IDS.flatMap((k) => counted(data.all[k]))} className="text-lg" />
        <ul className="space-y-1">
          {PROGRESS_IDS.map((k) => (
            <li key={k} className="flex flex-wrap items-center gap-3">
              <ProgressCount label={t(`companion.counted.${k}`)} entries={counted(data.all[k])} />
              <a href={localizedPath(lang, hubPath(k))} className="link text-sm">{t(route(COLLECTIONS[k].hub as RouteId).label)}</a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="missing" title={t('companion.missing.title')}>
        <div data-reach className="space-y-6">
        <ReachFilter />
        {data.areas.map((area) => (
          <section key={area.zone.slug} aria-labelledby={`area-${area.zone.slug}`} className="space-y-2">
            <h3 id={`area-${area.zone.slug}`} className="font-display text-xl text-silk">
              <Spoiler act={area.zone.act}>{area.zone.name}</Spoiler>
            </h3>
            <MissingList entries={area.ticks} />
          </section>
        ))}
        {data.elsewhere.length > 0 && (
          <section aria-labelledby="area-elsewhere" className="space-y-2">
            <h3 id="area-elsewhere" className="font-display text-xl text-silk">{t('companion.missing.elsewhere')}</h3>
            <MissingList entries={data.elsewhere} />
          </section>
        )}
        </div>
      </Section>
    </>
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
