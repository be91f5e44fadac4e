import { ProgressPage } from '../pages/ProgressPage.tsx';
import { checklist, type Checklist } from '../pages/progress/checklist.ts';
import { defineRoute, pageOf } from './module.ts';

/** /progress: every entry a player ticks off, from the collections' cached lists; 503 without them. */
export const progress = defineRoute<Checklist>(async ({ lang, data }) => {
  const [bosses, items, collectibles, zones] = await Promise.all([data.bosses.list(), data.items.list(), data.collectibles.list(), data.zones.list()]);
  const list = checklist({ bosses, items, collectibles, zones }, lang);
  return pageOf(list);
}, ProgressPage);
