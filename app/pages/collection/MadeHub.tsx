import { COLLECTIONS, type MadeId } from '../../../shared/collections.ts';
import type { CollectionView } from '../../../shared/collectionView.ts';
import type { Key } from '../../../shared/i18n.ts';
import { usePage } from '../../context.tsx';
import { formatNumber } from '../../ui/intl.ts';
import { CollectionHub } from '../encyclopaedia/CollectionHub.tsx';
import type { Hub } from '../encyclopaedia/types.ts';
import { fieldValue, type RefNames, type ViewEntry } from './ViewFields.tsx';

export type MadeHubData = Hub<ViewEntry & { description: string | null }, Record<string, string>> & { id: MadeId; refs: RefNames };

/** The hub of a collection declared with `pages`: its view's columns and filters, its entries filtered by plain links. */
export function MadeHub({ data }: { data: MadeHubData }) {
  const { t, lang } = usePage();
  const { view, filters } = COLLECTIONS[data.id] as { view: CollectionView; filters: Readonly<Record<string, readonly string[]>> };
  const refs = data.kind === 'ok' ? data.refs : {};
  const number = (n: number) => formatNumber(lang, n);
  return (
    <CollectionHub
      data={data}
      page={data.id}
      kind={data.id}
      rated={false}
      columns={view.columns.map((f) => t(f.kind === 'act' ? 'encyclopaedia.labels.act' : f.label))}
      cells={(e) => view.columns.map((f) => fieldValue(f, e, refs, t, number, true) ?? '')}
      groups={Object.entries(filters).map(([param, values]) => ({
        param,
        label: t(view.filters[param]!.label),
        options: values.map((v) => ({ value: v, label: t(`${view.filters[param]!.labels}.${v}` as Key) })),
      }))}
      matches={(e, f) => Object.entries(f).every(([param, value]) => !value || e[param] === value)}
      areaNames={refs.zone?.names ?? refs.zones?.names}
    />
  );
}
