import { PROGRESS_IDS } from '../../../shared/collections.ts';
import { SAVE_LOCATIONS, STEAM_CLOUD_URL, type SavePlatform } from '../../../shared/saveLocations.ts';
import { usePage } from '../../context.tsx';
import { progressKey } from '../../islands/Progress.tsx';
import type { Key } from '../../../shared/i18n.ts';
import type { Checklist } from './checklist.ts';

type Messages = { [K in Key]: K extends `companion.gameSave.${infer M}` ? M : never }[Key];

// The texts the import's script shows, carried by the section in the page's language.
const MESSAGES: readonly Messages[] = [
  'reading', 'yes', 'no', 'unknown', 'playTimeValue', 'found', 'unread', 'lacksSteel', 'lacksClassic', 'newer', 'applied', 'again', 'cancelled',
  'empty', 'tooLarge', 'notSave', 'corrupt', 'restorePoint', 'firstGame', 'noPlayerData', 'notStored',
];

const PLATFORMS: readonly SavePlatform[] = ['windows', 'mac', 'linux', 'gamePass'];

/** The save records of every entry on the page, by progress key: what the import reads (JSON, never markup). */
function recordsJson(data: Extract<Checklist, { kind: 'ok' }>): string {
  const records = Object.fromEntries(PROGRESS_IDS.flatMap((k) => data.all[k].map((tick) => [progressKey(k, tick.link.slug), tick.save ?? null])));
  // Inside a script element: `<` escaped, so no text of an editor's can close it.
  return JSON.stringify(records).replaceAll('<', '\\u003c');
}

/**
 * /progress: the game's own save, read in the browser. The file picker stays disabled until the
 * progress island has bound it (a file chosen before could not be read); its code loads only when a
 * file is chosen or dropped. Nothing from the file is ever shown as markup: the script fills text.
 */
export function GameSaveImport({ data }: { data: Extract<Checklist, { kind: 'ok' }> }) {
  const { t } = usePage();
  const messages = Object.fromEntries(MESSAGES.map((m) => [`data-${m.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, t(`companion.gameSave.${m}`, { count: '{{count}}', version: '{{version}}', act: '{{act}}', hours: '{{hours}}', minutes: '{{minutes}}' })]));
  const field = (name: 'file' | 'slot' | 'version' | 'playTime' | 'completion' | 'steelSoul' | 'act') => (
    <div className="flex gap-2">
      <dt className="text-mist">{t(`companion.gameSave.${name}`)}</dt>
      <dd data-save-field={name} className="font-semibold text-silk" />
    </div>
  );
  return (
    <section aria-labelledby="game-save" className="js-only-block space-y-4" data-game-save {...messages}>
      <h2 id="game-save" className="scroll-mt-24 font-display text-2xl text-gold sm:text-3xl">{t('companion.gameSave.title')}</h2>
      <p className="text-mist">{t('companion.gameSave.text')}</p>
      <div data-save-drop className="save-drop card flex flex-wrap items-center gap-3">
        <label className="btn cursor-pointer focus-within:outline focus-within:outline-2 focus-within:outline-gold">
          {t('companion.gameSave.choose')}
          <input type="file" className="sr-only" disabled data-save-input />
        </label>
        <span className="text-mist">{t('companion.gameSave.drop')}</span>
      </div>
      <details className="card">
        <summary className="cursor-pointer font-semibold text-silk">{t('companion.gameSave.where')}</summary>
        <p className="mt-3 text-sm text-mist">{t('companion.gameSave.slots')}</p>
        <dl className="mt-3 space-y-3 text-sm">
          {PLATFORMS.map((p) => (
            <div key={p}>
              <dt className="font-semibold text-silk">{t(`companion.gameSave.${p}`)}</dt>
              {SAVE_LOCATIONS[p].map((path) => <dd key={path}><code className="break-all">{path}</code></dd>)}
              {p === 'gamePass' && <dd className="text-mist">{t('companion.gameSave.gamePassHint')}</dd>}
            </div>
          ))}
          <div>
            <dt className="font-semibold text-silk">{t('companion.gameSave.switch')}</dt>
            <dd className="text-mist">{t('companion.gameSave.switchHint')}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm"><a className="link" href={STEAM_CLOUD_URL} rel="noopener noreferrer external">{t('companion.gameSave.steamCloud')}</a></p>
      </details>
      <div data-save-read hidden className="card space-y-3">
        <h3 className="font-display text-xl text-silk">{t('companion.gameSave.read')}</h3>
        <dl className="grid gap-1 sm:grid-cols-2">
          {field('file')}
          {field('slot')}
          {field('version')}
          {field('playTime')}
          {field('completion')}
          {field('steelSoul')}
          {field('act')}
        </dl>
        <p data-save-found />
        <p data-save-newer hidden className="text-mist" />
        {(['unread', 'lacks-steel', 'lacks-classic'] as const).map((which) => (
          <div key={which} {...{ [`data-save-${which}`]: '' }} hidden>
            <p className="text-mist" />
            <ul className="flex flex-wrap gap-x-4 text-sm text-mist" />
          </div>
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn" data-save-apply="replace">{t('companion.gameSave.replace')}</button>
          <button type="button" className="btn" data-save-apply="add">{t('companion.gameSave.add')}</button>
          <button type="button" className="btn" data-save-cancel>{t('companion.gameSave.cancel')}</button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="text-silk" data-save-import-status />
      <script type="application/json" data-save-records dangerouslySetInnerHTML={{ __html: recordsJson(data) }} />
    </section>
  );
}
