import type { PatchView } from '../../../shared/patches.ts';

/** Every patch, newest first; or, when the backend failed with nothing cached, nothing to show. */
export type UpdatesData = { kind: 'ok'; patches: readonly PatchView[] } | { kind: 'unavailable' };
