import type { ReactNode } from 'react';
import { useCachedMarkup } from './cachedMarkup.tsx';

export interface TableRow {
  key: string;
  /** The first cell heads its row. */
  cells: readonly ReactNode[];
}

/**
 * A row that depends only on `owner` (a hub's entry, kept while its list is fresh) and the page's
 * language: it is rendered once and its markup reused, and a table of them reaches the page as one
 * block (see cachedMarkup.tsx).
 */
export interface KeptRow {
  owner: object;
  cells: () => readonly ReactNode[];
  /**
   * The progress key of the entry the row is, when players tick it: "hide what is done" hides it once
   * ticked. Kept with the row: the owner's alone, like its cells.
   */
  entry?: string;
}

function Cells({ cells, labels }: { cells: readonly ReactNode[]; labels: readonly (string | undefined)[] }) {
  return cells.map((cell, i) =>
    i === 0 ? (
      <th key={i} scope="row">{cell}</th>
    ) : (
      <td key={i} data-label={labels[i]}>{cell}</td>
    ),
  );
}

/**
 * A captioned table with column and row headers; scrolls sideways on narrow screens. With `stack`
 * (tables too wide for a phone) each row becomes a block of "column: value" lines below 640 px.
 * Its rows are made on each render, or kept (`{ kept }`).
 */
export function DataTable({ id, caption, columns, rows, stack = false }: { id?: string; caption: string; columns: readonly string[]; rows: readonly TableRow[] | { kept: readonly KeptRow[] }; stack?: boolean }) {
  const cached = useCachedMarkup();
  const labels = stack ? columns : [];
  const variant = labels.join('|');
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
        {'kept' in rows ? (
          <tbody
            dangerouslySetInnerHTML={{
              __html: cached(
                ...rows.kept.map((r) => ({
                  owner: r.owner,
                  variant,
                  render: () => (
                    <tr data-progress-entry={r.entry}>
                      <Cells cells={r.cells()} labels={labels} />
                    </tr>
                  ),
                })),
              ),
            }}
          />
        ) : (
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <Cells cells={r.cells} labels={labels} />
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}
