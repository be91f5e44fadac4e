import type { Mount } from '../hydration/marker.ts';
import { bindSaveFile } from '../companion/saveFile.ts';
import { CHANGED, load, save, tickKeys, type Saved } from '../companion/store.ts';

// No value imports from Progress.tsx: its JSX would bring React into this React-free chunk.

const ticked = (saved: Saved) => new Set(tickKeys(saved.done));

/** What the checklist's controls ask for: one kind or all, what is done shown or not, only what is within reach. */
interface Shown {
  kind: string;
  hideDone: boolean;
  reachOnly: boolean;
}

const shownIn = (scope: Element): Shown => ({
  kind: scope.querySelector<HTMLInputElement>('input[data-show-kind]:checked')?.value ?? '',
  hideDone: scope.querySelector<HTMLInputElement>('input[data-hide-done]')?.checked ?? false,
  reachOnly: scope.hasAttribute('data-reach-only'),
});

/** Every control of the page shows the saved progress: boxes, counts, bars, what is still missing. */
function render(saved: Saved): void {
  const done = ticked(saved);
  const numbers = new Intl.NumberFormat(document.documentElement.lang);
  const percent = new Intl.NumberFormat(document.documentElement.lang, { style: 'percent' });
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
  renderMapLeft(done, numbers);
  const focused = document.activeElement;
  for (const item of document.querySelectorAll<HTMLElement>('[data-progress-entry]')) {
    const key = item.dataset.progressEntry!;
    // In a checklist that keeps what is done ([data-keep-done]) a ticked row stays unless asked to hide it; elsewhere it leaves.
    const scope = item.closest('[data-keep-done]');
    const shown = scope ? shownIn(scope) : null;
    item.toggleAttribute('data-done', done.has(key));
    item.hidden = (done.has(key) && (!shown || shown.hideDone)) || (!!shown?.kind && !key.startsWith(`${shown.kind}/`));
    // Within reach: every item it needs first is ticked.
    item.toggleAttribute('data-blocked', !(item.dataset.requires ?? '').split(' ').every((r) => r === '' || done.has(r)));
  }
  for (const count of document.querySelectorAll<HTMLElement>('[data-reach-count]')) {
    const scope = count.closest('[data-reach]') ?? document;
    const reachable = scope.querySelectorAll('[data-progress-entry]:not([hidden]):not([data-blocked]):not([data-done])').length;
    count.textContent = count.dataset.template!.replace('{{count}}', numbers.format(reachable));
  }
  for (const list of document.querySelectorAll<HTMLElement>('[data-progress-missing]')) {
    const left = list.querySelectorAll('[data-progress-entry]:not([hidden])').length;
    list.querySelector<HTMLElement>('[data-progress-none]')!.hidden = left > 0;
  }
  renderMeters(done, numbers, percent);
  renderAreas();
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

/** Each bar: the rows of its kind (or all) in the nearest tally around it, and how many are ticked. */
function renderMeters(done: ReadonlySet<string>, numbers: Intl.NumberFormat, percent: Intl.NumberFormat): void {
  const template = document.querySelector<HTMLElement>('[data-count-template]')?.dataset.countTemplate;
  if (!template) return;
  for (const meter of document.querySelectorAll<HTMLElement>('[data-meter]')) {
    const kind = meter.dataset.meter;
    const rows = [...meter.closest('[data-tally]')!.querySelectorAll<HTMLElement>('[data-progress-entry]')].filter((r) => !kind || r.dataset.progressEntry!.startsWith(`${kind}/`));
    const ticked = rows.filter((r) => done.has(r.dataset.progressEntry!)).length;
    const bar = meter.querySelector('progress')!;
    bar.max = Math.max(1, rows.length);
    bar.value = ticked;
    const share = rows.length ? ticked / rows.length : 0;
    meter.querySelector('[data-meter-text]')!.textContent = `${template.replace('{{done}}', numbers.format(ticked)).replace('{{total}}', numbers.format(rows.length))} · ${percent.format(share)}`;
  }
}

/** An area whose rows a filter hides entirely leaves the checklist; with no filter on, every area shows. */
function renderAreas(): void {
  for (const area of document.querySelectorAll<HTMLElement>('[data-area]')) {
    const shown = shownIn(area.closest('[data-keep-done]')!);
    const filtered = shown.kind !== '' || shown.hideDone || shown.reachOnly;
    const rows = area.querySelectorAll(`[data-progress-entry]:not([hidden])${shown.reachOnly ? ':not([data-blocked])' : ''}`);
    area.hidden = filtered && rows.length === 0;
  }
}

/**
 * The map's count per area of what is not ticked yet (the area itself, what is found or fought
 * there): a badge the drawing leaves empty until this fills it, and the area's link says it too.
 */
function renderMapLeft(done: ReadonlySet<string>, numbers: Intl.NumberFormat): void {
  const map = document.querySelector<SVGElement>('svg[data-map-left]');
  if (!map) return;
  const { mapLeft, mapDone } = map.dataset as { mapLeft: string; mapDone: string };
  for (const area of map.querySelectorAll<SVGGElement>('g[data-entries]')) {
    const left = area.dataset.entries!.split(' ').filter((k) => !done.has(k)).length;
    area.setAttribute('data-left', String(left));
    area.querySelector('.map-left text')!.textContent = left ? numbers.format(left) : '✓';
    const link = area.querySelector('a')!;
    link.dataset.name ??= link.getAttribute('aria-label')!;
    const label = left ? mapLeft.replace('{{count}}', numbers.format(left)) : mapDone;
    link.setAttribute('aria-label', label.replace('{{name}}', link.dataset.name));
  }
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
  bindChecklistFilters();
  bindGameSave();
};

/**
 * "Only what is within reach now": the box works once this script runs, so it is disabled until
 * then. Turned on, it opens every folded area with something within reach.
 */
function bindReachFilter(): void {
  for (const box of document.querySelectorAll<HTMLInputElement>('input[data-reach-only]')) {
    const scope = box.closest<HTMLElement>('[data-reach]')!;
    const apply = () => {
      scope.toggleAttribute('data-reach-only', box.checked);
      renderAreas();
      if (box.checked) {
        for (const area of scope.querySelectorAll<HTMLDetailsElement>('details[data-area]')) {
          if (area.querySelector('[data-progress-entry]:not([hidden]):not([data-blocked])')) area.open = true;
        }
      }
    };
    box.addEventListener('change', apply);
    box.disabled = false;
    apply();
  }
}

/** The checklist's kind filter and "hide what is done", disabled until now so nothing chosen before is lost. */
function bindChecklistFilters(): void {
  for (const input of document.querySelectorAll<HTMLInputElement>('[data-keep-done] :is(input[data-show-kind], input[data-hide-done])')) {
    input.addEventListener('change', () => render(load()));
    input.disabled = false;
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
