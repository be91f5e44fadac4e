import { bindSpoilers } from '../companion/spoilers.ts';
import type { Mount } from '../hydration/marker.ts';

/**
 * Header behaviour on top of server markup that already works without JavaScript
 * (`<details>` menus, GET search forms, a footer site map as the menu target).
 * No React here: this island must stay a few hundred bytes on pages that have no other island.
 */
export const mount: Mount<Record<string, never>> = (root) => {
  bindSpoilers();
  const dropdowns = [...root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown], details[data-search], details[data-panel]')];
  const closeAll = (except?: HTMLDetailsElement) => {
    for (const d of dropdowns) if (d !== except) d.open = false;
  };
  const summary = (d: HTMLDetailsElement) => d.querySelector<HTMLElement>(':scope > summary')!;

  for (const d of dropdowns) {
    d.addEventListener('toggle', () => {
      if (!d.open) return;
      closeAll(d);
      d.querySelector<HTMLInputElement>('input[type=search]')?.focus();
    });
    d.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && d.open) {
        e.stopPropagation();
        d.open = false;
        summary(d).focus();
        return;
      }
      if (!d.hasAttribute('data-dropdown') || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
      const links = [...d.querySelectorAll<HTMLAnchorElement>('.menu a')];
      if (links.length === 0) return;
      e.preventDefault();
      d.open = true;
      const i = links.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === 'ArrowDown' ? (i + 1) % links.length : (i <= 0 ? links.length : i) - 1;
      links[next]!.focus();
    });
  }
  document.addEventListener('click', (e) => {
    if (!dropdowns.some((d) => d.contains(e.target as Node))) closeAll();
  });
  document.addEventListener('focusin', (e) => {
    for (const d of dropdowns) if (d.open && !d.contains(e.target as Node)) d.open = false;
  });

  for (const close of root.querySelectorAll<HTMLButtonElement>('[data-search-close]')) {
    close.hidden = false;
    close.addEventListener('click', () => {
      const d = close.closest('details')!;
      d.open = false;
      summary(d).focus();
    });
  }

  // The query is trimmed and a blank one is not submitted.
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-search-form]')) {
    form.addEventListener('submit', (e) => {
      const input = form.elements.namedItem('q') as HTMLInputElement;
      input.value = input.value.trim();
      if (!input.value) {
        e.preventDefault();
        input.focus();
      }
    });
  }

  const drawer = root.querySelector<HTMLDialogElement>('dialog[data-drawer]');
  const opener = root.querySelector<HTMLAnchorElement>('[data-drawer-open]');
  if (!drawer || !opener) return;
  opener.setAttribute('role', 'button');
  opener.setAttribute('aria-expanded', 'false');
  opener.addEventListener('click', (e) => {
    e.preventDefault();
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
    document.documentElement.classList.add('scroll-locked');
  });
  opener.addEventListener('keydown', (e) => {
    if (e.key === ' ') {
      e.preventDefault();
      opener.click();
    }
  });
  drawer.addEventListener('close', () => {
    opener.setAttribute('aria-expanded', 'false');
    document.documentElement.classList.remove('scroll-locked');
    opener.focus();
  });
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => drawer.close());
  drawer.addEventListener('click', (e) => {
    const target = e.target as HTMLElement;
    // A click on the backdrop lands on the dialog itself; a link click navigates away.
    if (target === drawer || target.closest('a')) drawer.close();
  });
};
