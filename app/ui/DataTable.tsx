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
      <table id={id} className={`w-full scroll-mt-24 border-collapse text-left text-sm${stack ? ' stack-table' : ''}`}>
        <caption className="px-4 py-3 text-left font-medium text-silk">{caption}</caption>
        <thead>
          <tr className="border-y border-white/10 bg-ink-3/70">
            {columns.map((c) => (
              <th key={c} scope="col" className="whitespace-nowrap px-4 py-2 font-semibold text-gold">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-white/5 last:border-b-0">
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-4 py-2 font-medium text-silk">{cell}</th>
                ) : (
                  <td key={i} data-label={stack ? columns[i] : undefined} className="px-4 py-2 text-mist">{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
