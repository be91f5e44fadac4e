import { PROGRESS_IDS } from '../../shared/collections.ts';
import { ProgressPage } from '../pages/ProgressPage.tsx';
import { checklist, type Checklist } from '../pages/progress/checklist.ts';
import { defineRoute, pageOf } from './module.ts';

/** /progress: every entry a player ticks off, from the cached list of every collection the registry marks; 503 without them. */
export const progress = defineRoute<Checklist>(async ({ lang, data }) => {
  const lists = await Promise.all(PROGRESS_IDS.map((id) => data[id].list()));
  return pageOf(checklist(Object.fromEntries(PROGRESS_IDS.map((id, i) => [id, lists[i]!])) as Parameters<typeof checklist>[0], lang));
}, ProgressPage);
