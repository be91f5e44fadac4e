import type { ReactNode } from 'react';
import { usePage } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';

const COMPONENTS = ['os', 'processor', 'memory', 'graphics', 'directx', 'storage', 'additional'] as const;

/** What one level asks of each component; a component left out has no row. */
export type SpecCells = Partial<Record<(typeof COMPONENTS)[number], ReactNode>>;

/** One level of PC requirements as a captioned two-column table, components in a fixed order. */
export function SpecTable({ id, caption, cells }: { id: string; caption: string; cells: SpecCells }) {
  const { t } = usePage();
  return (
    <DataTable
      id={id}
      caption={caption}
      columns={[t('platformsPage.pc.component'), t('platformsPage.pc.requirement')]}
      rows={COMPONENTS.filter((c) => cells[c] !== undefined).map((c) => ({ key: c, cells: [t(`platformsPage.pc.${c}`), cells[c]] }))}
    />
  );
}
