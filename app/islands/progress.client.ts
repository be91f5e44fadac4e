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
  for (const count of document.querySelectorAll<HTMLElement>('[data-progress-count]')) {
    const entries = count.dataset.entries!.split(' ').filter(Boolean);
    count.textContent = count.dataset.template!.replace('{{done}}', numbers.format(entries.filter((e) => done.has(e)).length));
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

export const mount: Mount<Record<string, never>> = () => {
  render(load());
  document.addEventListener(CHANGED, (e) => render((e as CustomEvent<Saved>).detail));
  document.addEventListener('change', (e) => {
    const box = e.target;
    if (!(box instanceof HTMLInputElement) || !box.dataset.progress) return;
    const [kind, slug] = box.dataset.progress.split('/') as [string, string];
    const saved = load();
    const list = new Set(saved.done[kind] ?? []);
    if (box.checked) list.add(slug);
    else list.delete(slug);
    if (!save({ ...saved, done: { ...saved.done, [kind]: [...list] } })) {
      const status = document.querySelector<HTMLElement>('[data-progress-status]');
      if (status) status.textContent = status.dataset.notStored!;
    }
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
