import { SPOILER_LEVELS } from '../../shared/companion.ts';
import { applySpoiler, CHANGED, load, save, watchOtherTabs, type Saved } from './store.ts';

/**
 * The spoiler level in the browser: every level select of the page shows the saved level and
 * changes it (the document follows at once, as the head's early script made it follow on load),
 * and a hidden thing's button reveals that one thing. Bound once per page, by the header.
 */
export function bindSpoilers(): void {
  const show = (saved: Saved) => {
    applySpoiler(saved.spoiler);
    for (const select of document.querySelectorAll('select')) if (select.hasAttribute('data-spoiler-level')) select.value = String(saved.spoiler);
  };
  show(load());
  document.addEventListener(CHANGED, (e) => show((e as CustomEvent<Saved>).detail));
  watchOtherTabs();

  document.addEventListener('change', (e) => {
    const select = e.target;
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-spoiler-level')) return;
    save({ ...load(), spoiler: SPOILER_LEVELS.find((l) => String(l) === select.value) ?? 'all' });
  });

  document.addEventListener('click', (e) => {
    const cover = e.target instanceof Element ? e.target.closest('[data-reveal]') : null;
    const spoiler = cover?.closest('.spoiler');
    if (!spoiler) return;
    spoiler.setAttribute('data-revealed', '');
    // Focus moves to what was revealed: the button a keyboard user pressed is gone.
    const body = spoiler.querySelector<HTMLElement>(':scope > .spoiler-body')!;
    const target = body.querySelector<HTMLElement>('a, button, input, select, summary') ?? body;
    if (target === body) body.tabIndex = -1;
    target.focus();
  });
}
