import type { ReactNode } from 'react';
import type { Act } from '../../shared/schema/enums.ts';
import { useCachedMarkup } from './cachedMarkup.tsx';
import { SpoiledUpTo } from './Spoiler.tsx';

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
  /**
   * The act of the entry the row is, when its heading cell is that act's spoiler: its other cells are
   * hidden with the heading (the stylesheet), so what they hold of that act or an earlier one needs
   * no cover of its own.
   */
  act?: Act | null;
}

function Cells({ cells, labels, act = null }: { cells: readonly ReactNode[]; labels: readonly (string | undefined)[]; act?: Act | null }) {
  const [heading, ...rest] = cells;
  return (
    <>
      <th scope="row">{heading}</th>
      <SpoiledUpTo value={act}>
        {rest.map((cell, i) => (
          <td key={i} data-label={labels[i + 1]}>{cell}</td>
        ))}
      </SpoiledUpTo>
    </>
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
                      <Cells cells={r.cells()} labels={labels} act={r.act} />
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
