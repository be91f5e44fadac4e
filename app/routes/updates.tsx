import { namesIn } from '../../shared/encyclopaedia.ts';
import { patchViews } from '../../shared/patches.ts';
import { UpdatesPage } from '../pages/UpdatesPage.tsx';
import type { UpdatesData } from '../pages/updates/types.ts';
import { defineRoute, unavailablePage } from './module.ts';

/** /updates: the patches, with the names of the entries their changes concern (links to entries that are gone are left out). */
export const updates = defineRoute<UpdatesData>(async ({ lang, data }) => {
  const [patches, bosses, items, zones] = await Promise.all([data.patches.list(), data.bosses.list(), data.items.list(), data.zones.list()]);
  if (patches.kind === 'failed') return unavailablePage;
  const known = { bosses: namesIn(bosses, lang), items: namesIn(items, lang), zones: namesIn(zones, lang) };
  return { kind: 'page', data: { kind: 'ok', patches: patchViews(patches.rows, lang, known) } };
}, UpdatesPage);
