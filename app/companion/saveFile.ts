import { EMPTY, load, parseSaved, save, serialize, tickKeys } from './store.ts';

// A progress file is a few kilobytes; anything far larger is not one.
const MAX_FILE_BYTES = 1_000_000;

/**
 * The progress page's export, import and reset. Messages come from the page (its language), in
 * data attributes of the `[data-save-file]` section; a file that is not this site's progress
 * changes nothing and says why.
 */
export function bindSaveFile(): void {
  const box = document.querySelector<HTMLElement>('[data-save-file]');
  if (!box) return;
  const status = box.querySelector<HTMLElement>('[data-save-status]')!;
  const say = (message: 'exported' | 'imported' | 'resetDone' | 'corrupt' | 'foreign' | 'newer', count = 0) => {
    status.textContent = box.dataset[message]!.replace('{{count}}', new Intl.NumberFormat(document.documentElement.lang).format(count));
  };

  box.querySelector('[data-export]')!.addEventListener('click', () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([serialize(load())], { type: 'application/json' }));
    link.download = 'silksong-progress.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
    say('exported');
  });

  const input = box.querySelector<HTMLInputElement>('input[data-import]')!;
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const parsed = file.size > MAX_FILE_BYTES ? ({ kind: 'corrupt' } as const) : parseSaved(await file.text());
    if (parsed.kind !== 'ok') return say(parsed.kind);
    save(parsed.saved);
    say('imported', tickKeys(parsed.saved.done).length);
  });

  box.querySelector('[data-reset]')!.addEventListener('click', () => {
    if (!confirm(box.dataset.confirmReset)) return;
    // The spoiler level is a setting, not progress: it stays.
    save({ ...EMPTY, spoiler: load().spoiler });
    say('resetDone');
  });
}
