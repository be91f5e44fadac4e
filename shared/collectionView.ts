import type { Key } from './i18n.ts';

/*
 * How the generic hub and entry pages (app/pages/collection/) show a collection: declared in its
 * registry entry, read by one hub, one entry page and one loader, so a new collection brings no page
 * code of its own. Labels are keys of the UI dictionaries; a column's values are labelled by
 * `<labels>.<value>` (a unit test holds every value of every declared column to a label in English).
 */

/** One fact about an entry: a cell of its hub's table and a line of its page's facts. */
export type ViewField =
  /** One of the column's fixed values, by its label. */
  | { kind: 'value'; column: string; label: Key; labels: string }
  /** Entries of another collection the column names by slug (one or a list): links to them, by their names. */
  | { kind: 'link'; column: string; label: Key }
  /** A whole number (kills needed). */
  | { kind: 'number'; column: string; label: Key }
  /** An amount of Rosaries (a price, a reward). */
  | { kind: 'rosaries'; column: string; label: Key }
  /** Yes, no, or not known (null). */
  | { kind: 'yesNo'; column: string; label: Key }
  /** A short text of the entry's own language (who gives it, what it asks). */
  | { kind: 'text'; column: string; label: Key }
  /** The act the entry belongs to. */
  | { kind: 'act' };

export interface CollectionView {
  /** The hub table's columns after the name. */
  columns: readonly ViewField[];
  /** The entry page's facts, under its name. */
  facts: readonly ViewField[];
  /** The entry page's sections: text columns of its translations, each under its heading. */
  sections: readonly { text: string; title: Key }[];
  /** Labels of the registry's hub filters, by query parameter: the filter's name and its values' label prefix. */
  filters: Readonly<Record<string, { label: Key; labels: string }>>;
}
