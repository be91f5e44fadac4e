import type { ReactNode } from 'react';

export interface TableRow {
  key: string;
  /** The first cell heads its row. */
  cells: readonly ReactNode[];
}

/**
 * A captioned table with column and row headers; scrolls sideways on narrow screens. With `stack`
 * (tables too wide for a phone) each row becomes a block of "column: value" lines below 640 px.
 */
export function DataTable({ id, caption, columns, rows, stack = false }: { id?: string; caption: string; columns: readonly string[]; rows: readonly TableRow[]; stack?: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-white/10 bg-ink-2/70">
      {/* Cells are styled from the table (the data-table shortcut): a hub's table has hundreds of them. */}
      <table id={id} className={`data-table scroll-mt-24${stack ? ' stack-table' : ''}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">{cell}</th>
                ) : (
                  <td key={i} data-label={stack ? columns[i] : undefined}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
