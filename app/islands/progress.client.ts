import type { Mount } from '../hydration/marker.ts';
import { bindSaveFile } from '../companion/saveFile.ts';
import { CHANGED, load, save, tickKeys, type Saved } from '../companion/store.ts';

// No value imports from Progress.tsx: its JSX would bring React into this React-free chunk.

const ticked = (saved: Saved) => new Set(tickKeys(saved.done));

/** Every control of the page shows the saved progress: boxes, counts, what is still missing. */
function render(saved: Saved): void {
  const done = ticked(saved);
  const numbers = new Intl.NumberFormat(document.documentElement.lang);
  for (const box of document.querySelectorAll<HTMLInputElement>('input[data-progress]')) box.checked = done.has(box.dataset.progress!);
  // Each count counts the ticks among the entries its level shows (ProgressCount in Progress.tsx).
  for (const count of document.querySelectorAll<HTMLElement>('[data-progress-count]')) {
    const upto = Number(count.dataset.upto);
    const entries = count.closest<HTMLElement>('[data-entries]')!.dataset.entries!.split(' ').filter(Boolean).map((e) => e.split(':'));
    const shownDone = entries.filter(([key, act]) => Number(act ?? 1) <= upto && done.has(key!)).length;
    count.textContent = count.dataset.template!.replace('{{done}}', numbers.format(shownDone));
  }
  // A visited area stays on the map whatever the spoiler level.
  for (const area of document.querySelectorAll('[data-zone]')) area.toggleAttribute('data-done', done.has(`zones/${area.getAttribute('data-zone')}`));
  const focused = document.activeElement;
  for (const item of document.querySelectorAll<HTMLElement>('[data-progress-entry]')) {
    item.hidden = done.has(item.dataset.progressEntry!);
    // Within reach: every item it needs first is ticked.
    item.toggleAttribute('data-blocked', !(item.dataset.requires ?? '').split(' ').every((r) => r === '' || done.has(r)));
  }
  for (const count of document.querySelectorAll<HTMLElement>('[data-reach-count]')) {
    const scope = count.closest('[data-reach]') ?? document;
    const reachable = scope.querySelectorAll('[data-progress-entry]:not([hidden]):not([data-blocked])').length;
    count.textContent = count.dataset.template!.replace('{{count}}', numbers.format(reachable));
  }
  for (const list of document.querySelectorAll<HTMLElement>('[data-progress-missing]')) {
    const left = list.querySelectorAll('[data-progress-entry]:not([hidden])').length;
    list.querySelector<HTMLElement>('[data-progress-none]')!.hidden = left > 0;
  }
  // A ticked entry leaves the list of what is missing: focus stays in that list rather than on nothing.
  const gone = focused instanceof HTMLElement ? focused.closest<HTMLElement>('[data-progress-entry][hidden]') : null;
  if (gone) {
    const list = gone.closest<HTMLElement>('[data-progress-missing]')!;
    const next = list.querySelector<HTMLElement>('[data-progress-entry]:not([hidden]) input');
    if (next) next.focus();
    else {
      list.tabIndex = -1;
      list.focus();
    }
  }
}

/** Ticks or unticks one entry in a saved state. */
function withTick(saved: Saved, key: string, on: boolean): Saved {
  const [kind, slug] = key.split('/') as [string, string];
  const list = new Set(saved.done[kind] ?? []);
  if (on) list.add(slug);
  else list.delete(slug);
  return { ...saved, done: { ...saved.done, [kind]: [...list] } };
}

function store(saved: Saved): void {
  if (save(saved)) return;
  const status = document.querySelector<HTMLElement>('[data-progress-status]');
  if (status) status.textContent = status.dataset.notStored!;
}

/**
 * The boxes show and take a tick from the first paint, not from when this script runs (seconds later
 * on a slow phone): a box the visitor changed before then (the head's early script marked it
 * `data-touched`) and that now differs from the server's markup is their tick, added to what was
 * saved rather than overwritten by it. A box ticked and unticked again changes nothing.
 */
function keepEarlyTicks(): void {
  const early = [...document.querySelectorAll<HTMLInputElement>('input[data-progress][data-touched]')].filter((b) => b.checked !== b.defaultChecked);
  if (early.length > 0) store(early.reduce((saved, box) => withTick(saved, box.dataset.progress!, box.checked), load()));
}

export const mount: Mount<Record<string, never>> = () => {
  keepEarlyTicks();
  render(load());
  document.addEventListener(CHANGED, (e) => render((e as CustomEvent<Saved>).detail));
  document.addEventListener('change', (e) => {
    const box = e.target;
    if (box instanceof HTMLInputElement && box.dataset.progress) store(withTick(load(), box.dataset.progress, box.checked));
  });
  bindSaveFile();
  bindReachFilter();
  bindGameSave();
};

/** "Only what is within reach now": the box works once this script runs, so it is disabled until then. */
function bindReachFilter(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>('input[data-reach-only]')) {
    const scope = box.closest<HTMLElement>('[data-reach]')!;
    const apply = () => scope.toggleAttribute('data-reach-only', box.checked);
    box.addEventListener('change', apply);
    box.disabled = false;
    apply();
  }
}

/** The game-save import: its code is fetched when a file is first chosen or dropped, not with the page. */
function bindGameSave(): void {
  const box = document.querySelector<HTMLElement>('[data-game-save]');
  if (!box) return;
  const input = box.querySelector<HTMLInputElement>('input[data-save-input]')!;
  const read = async (file: File | undefined) => {
    if (!file) return;
    const { importGameSave } = await import('../companion/saveImport.ts');
    await importGameSave(file, box);
  };
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.value = '';
    void read(file);
  });
  const zone = box.querySelector<HTMLElement>('[data-save-drop]')!;
  zone.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.setAttribute('data-dragging', '');
  });
  zone.addEventListener('dragleave', () => zone.removeAttribute('data-dragging'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.removeAttribute('data-dragging');
    void read(e.dataTransfer?.files[0]);
  });
  input.disabled = false;
}
