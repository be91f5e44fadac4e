import type { ReactNode } from 'react';

export interface TableRow {
  key: string;
  /** The first cell heads its row. */
  cells: readonly ReactNode[];
}

/**
 * A captioned table with column and row headers; scrolls sideways on narrow screens. With `stack`
 * (tables too wide for a phone) each row becomes a block of "column: value" lines below 640 px; the
 * explicit roles keep the table semantics that a changed CSS display drops in some browsers.
 */
export function DataTable({ id, caption, columns, rows, stack = false }: { id?: string; caption: string; columns: readonly string[]; rows: readonly TableRow[]; stack?: boolean }) {
  const role = (r: string) => (stack ? r : undefined);
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10 bg-ink-2/70">
      <table id={id} role={role('table')} className={`w-full scroll-mt-24 border-collapse text-left text-sm${stack ? ' stack-table' : ''}`}>
        <caption className="px-4 py-3 text-left font-medium text-silk">{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')} className="border-y border-white/10 bg-ink-3/70">
            {columns.map((c) => (
              <th key={c} scope="col" role={role('columnheader')} className="whitespace-nowrap px-4 py-2 font-semibold text-gold">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((r) => (
            <tr key={r.key} role={role('row')} className="border-b border-white/5 last:border-b-0">
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" role={role('rowheader')} className="px-4 py-2 font-medium text-silk">{cell}</th>
                ) : (
                  <td key={i} role={role('cell')} data-label={stack ? columns[i] : undefined} className="px-4 py-2 text-mist">{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
