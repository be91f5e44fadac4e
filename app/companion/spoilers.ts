import { SPOILER_LEVELS, type SpoilerLevel } from '../../shared/companion.ts';
import { applySpoiler, CHANGED, dismissQuestion, load, save, shownLevel, watchOtherTabs, type Saved } from './store.ts';

const levelOf = (value: string | undefined): SpoilerLevel => SPOILER_LEVELS.find((l) => String(l) === value) ?? 'all';
const choose = (level: SpoilerLevel) => save({ ...load(), spoiler: level });

/**
 * The spoiler level in the browser: every level select of the page shows the saved level and
 * changes it (the document follows at once, as the head's early script made it follow on load),
 * and the first visit's question sets it (a hidden thing's button is the head's early script's).
 * Bound once per page, by the header.
 */
export function bindSpoilers(): void {
  const selects = [...document.querySelectorAll('select')].filter((s) => s.hasAttribute('data-spoiler-level'));
  // A select works from the first paint (a disabled one would not answer a visitor whose scripts are
  // slow): a level chosen before this script ran is the visitor's choice, saved, never overwritten
  // by the saved one. The head's early script marked it `data-touched`.
  const touched = selects.find((s) => s.hasAttribute('data-touched'));
  if (touched) choose(levelOf(touched.value));

  const show = (saved: Saved) => {
    applySpoiler(saved.spoiler);
    for (const select of selects) select.value = String(shownLevel(saved.spoiler));
  };
  show(load());
  document.addEventListener(CHANGED, (e) => show((e as CustomEvent<Saved>).detail));
  watchOtherTabs();

  document.addEventListener('change', (e) => {
    const select = e.target;
    if (select instanceof HTMLSelectElement && select.hasAttribute('data-spoiler-level')) choose(levelOf(select.value));
  });

  bindQuestion();
}

/**
 * The first visit's question (app/ui/SpoilerQuestion.tsx): shown from the first paint by the early
 * script, its buttons disabled until now. An answer or "Not now" takes it away; focus, which was on
 * the button that went, moves to the page.
 */
function bindQuestion(): void {
  const box = document.querySelector<HTMLElement>('[data-spoiler-question]');
  if (!box) return;
  const leave = () => {
    // Without scrolling: the box that went was above the page, so the page is already where the reader is
    // (scrolling <main> into view would tuck its heading under the sticky header).
    if (box.contains(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true });
  };
  box.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (!button) return;
    leave();
    if (button.dataset.spoilerChoose) choose(levelOf(button.dataset.spoilerChoose));
    else dismissQuestion();
  });
  for (const button of box.querySelectorAll('button')) button.disabled = false;
}
