import type { Mount } from '../hydration/marker.ts';
import { CHANGED, load, tickKeys, type Saved } from '../companion/store.ts';

// No value imports from CompanionSummary.tsx: its JSX would bring React into this chunk.

/** Fills the count of everything the visitor has ticked, and follows every later change. */
export const mount: Mount<Record<string, never>> = (root) => {
  const output = root.querySelector<HTMLElement>('[data-ticked-count]');
  if (!output) return;
  const numbers = new Intl.NumberFormat(document.documentElement.lang);
  const show = (saved: Saved) => {
    const count = tickKeys(saved.done).length;
    output.textContent = output.dataset.template!.replace('{{count}}', numbers.format(count));
  };
  show(load());
  document.addEventListener(CHANGED, (e) => show((e as CustomEvent<Saved>).detail));
};
