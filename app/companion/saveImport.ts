import { newerThanKnown, readSave, type GameSave } from '../../shared/gameSave.ts';
import type { SaveRecord } from '../../shared/gameSave.ts';
import { decodeSave, MAX_SAVE_BYTES } from './saveDecode.ts';
import { applySpoiler, load, save, type Saved } from './store.ts';

/*
 * The game-save import of /progress, loaded only when a visitor hands it a file: decode, read what
 * the save records for each entry of the page, show it, and change the ticks only when asked.
 * Everything taken from the file reaches the page as text (textContent), never as markup.
 */

type Records = Readonly<Record<string, SaveRecord | null>>;

/** What one save says of the page's entries. */
interface Reading {
  held: Record<string, string[]>;
  /** Progress keys of entries without a record, or whose record the save has no field for. */
  unread: string[];
  /** Progress keys the save answered for, done or not: what "replace" replaces. */
  answered: Set<string>;
  /** Progress keys of entries this save's mode lacks (Steel Soul or classic): neither done nor missing. */
  lacking: string[];
}

function reading(game: GameSave, records: Records): Reading {
  const held: Record<string, string[]> = {};
  const unread: string[] = [];
  const answered = new Set<string>();
  const lacking: string[] = [];
  for (const [key, record] of Object.entries(records)) {
    const [kind, slug] = key.split('/') as [string, string];
    if (record && game.lacks(record)) {
      lacking.push(key);
      continue;
    }
    const has = record ? game.holds(record) : null;
    if (has === null) unread.push(key);
    else answered.add(key);
    if (has) (held[kind] ??= []).push(slug);
  }
  return { held, unread, answered, lacking };
}

/** The ticks after an import: the save's answer for every entry it could read; `add` keeps every tick already there. */
function ticksAfter(before: Saved['done'], r: Reading, mode: 'replace' | 'add'): Saved['done'] {
  const kinds = new Set([...Object.keys(before), ...Object.keys(r.held)]);
  return Object.fromEntries(
    [...kinds].map((k) => {
      const had = before[k] ?? [];
      const kept = mode === 'add' ? had : had.filter((slug) => !r.answered.has(`${k}/${slug}`));
      return [k, [...new Set([...kept, ...(r.held[k] ?? [])])]];
    }),
  );
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** Reads `file` into the import section `box`, then waits for the visitor's choice. */
export async function importGameSave(file: File, box: HTMLElement): Promise<void> {
  const text = (name: string) => box.dataset[name] ?? '';
  const status = box.querySelector<HTMLElement>('[data-save-import-status]')!;
  const panel = box.querySelector<HTMLElement>('[data-save-read]')!;
  const say = (message: string) => (status.textContent = message);
  const numbers = new Intl.NumberFormat(document.documentElement.lang);
  panel.hidden = true;
  say(text('reading'));

  if (file.size > MAX_SAVE_BYTES) return void say(text('tooLarge'));
  const decoded = await decodeSave(new Uint8Array(await file.arrayBuffer()));
  if (decoded.kind !== 'ok') return void say(text(decoded.kind));
  const read = readSave(decoded.text);
  if (read.kind !== 'ok') return void say(text(read.kind));

  const records = JSON.parse(box.querySelector('[data-save-records]')!.textContent ?? '{}') as Records;
  const game = read.save;
  const result = reading(game, records);
  const { summary } = game;
  const field = (name: string, value: string) => (box.querySelector<HTMLElement>(`[data-save-field="${name}"]`)!.textContent = value);
  field('file', file.name);
  field('slot', /^user([1-4])\.dat$/i.exec(file.name)?.[1] ?? '—');
  field('version', summary.version ?? text('unknown'));
  field('playTime', summary.playTime === null ? text('unknown') : fill(text('playTimeValue'), { hours: numbers.format(Math.floor(summary.playTime / 3600)), minutes: numbers.format(Math.floor((summary.playTime % 3600) / 60)) }));
  field('completion', summary.completion === null ? text('unknown') : `${numbers.format(summary.completion)} %`);
  field('steelSoul', text(summary.steelSoul ? 'yes' : 'no'));
  field('act', numbers.format(summary.act));
  const found = Object.values(result.held).reduce((n, slugs) => n + slugs.length, 0);
  box.querySelector<HTMLElement>('[data-save-found]')!.textContent = fill(text('found'), { count: numbers.format(found) });
  const newer = box.querySelector<HTMLElement>('[data-save-newer]')!;
  newer.hidden = !(summary.version && newerThanKnown(summary.version));
  newer.textContent = fill(text('newer'), { version: summary.version ?? '' });
  const names = entryNames();
  showNamed(box, 'unread', result.unread, names, numbers);
  // A classic save lacks what only Steel Soul has, and the reverse.
  showNamed(box, summary.steelSoul ? 'lacksClassic' : 'lacksSteel', result.lacking, names, numbers);
  box.querySelector<HTMLElement>(`[data-save-${summary.steelSoul ? 'lacks-steel' : 'lacks-classic'}]`)!.hidden = true;
  panel.hidden = false;
  say('');
  panel.querySelector<HTMLElement>('h3')!.tabIndex = -1;
  panel.querySelector<HTMLElement>('h3')!.focus();

  const done = new AbortController();
  const finish = (message: string) => {
    done.abort();
    panel.hidden = true;
    say(message);
  };
  for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-save-apply]')) {
    button.addEventListener(
      'click',
      () => {
        const before = load();
        const stored = save({ spoiler: summary.act, done: ticksAfter(before.done, result, button.dataset.saveApply === 'add' ? 'add' : 'replace') });
        if (!stored) return finish(text('notStored'));
        applySpoiler(summary.act);
        finish(`${fill(text('applied'), { count: numbers.format(found), act: numbers.format(summary.act) })} ${text('again')}`);
      },
      { signal: done.signal },
    );
  }
  panel.querySelector('[data-save-cancel]')!.addEventListener('click', () => finish(text('cancelled')), { signal: done.signal });
}

/** Entries the save could not answer for, or that its mode lacks, named as the page names them. */
/** Each entry's name as the page's checklist shows it, by progress key: read once (a lookup per entry walked the whole page). */
function entryNames(): ReadonlyMap<string, string> {
  return new Map([...document.querySelectorAll<HTMLElement>('[data-progress-entry]')].map((row) => [row.dataset.progressEntry!, row.querySelector('a')?.textContent ?? '']));
}

function showNamed(box: HTMLElement, which: 'unread' | 'lacksSteel' | 'lacksClassic', keys: readonly string[], names: ReadonlyMap<string, string>, numbers: Intl.NumberFormat): void {
  const attr = which.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const wrap = box.querySelector<HTMLElement>(`[data-save-${attr}]`)!;
  const list = wrap.querySelector<HTMLElement>('ul')!;
  wrap.hidden = keys.length === 0;
  wrap.querySelector<HTMLElement>('p')!.textContent = fill(box.dataset[which] ?? '', { count: numbers.format(keys.length) });
  list.replaceChildren(
    ...keys.map((key) => {
      const item = document.createElement('li');
      item.textContent = names.get(key) || key;
      return item;
    }),
  );
}
