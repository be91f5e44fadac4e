import type { ReactNode } from 'react';
import type { ViewField } from '../../../shared/collectionView.ts';
import { link, links, type Names } from '../../../shared/encyclopaedia.ts';
import type { Key, Translate } from '../../../shared/i18n.ts';
import type { PagedId } from '../../../shared/collections.ts';
import { EntryLinks, EntryLinkTo } from '../encyclopaedia/EntryLinks.tsx';
import type { Fact } from '../encyclopaedia/Facts.tsx';

/** An entry of a generic collection in one language: its columns and texts side by side. */
export type ViewEntry = Readonly<Record<string, unknown>> & { slug: string; name: string };

/** The names of the collections an entry's reference columns link to, by column. */
export type RefNames = Readonly<Record<string, { kind: PagedId; names: Names }>>;

/**
 * One declared fact of an entry as markup (`bare` in a data table, which styles its links and lists itself); null when the entry has no value for it (the sources
 * leave it open). Reads the entry, the language and the referenced lists' names only, so a hub row
 * made of these can be kept per list and language.
 */
export function fieldValue(field: ViewField, entry: ViewEntry, refs: RefNames, t: Translate, number: (n: number) => string, bare = false): ReactNode | null {
  // "Act 2" kept on one line in a narrow column: its spaces do not break (a hub has hundreds, so no element each).
  if (field.kind === 'act') return typeof entry.act === 'number' ? t('encyclopaedia.act', { act: String(entry.act) }).replaceAll(' ', '\u00a0') : null;
  const value = entry[field.column];
  if (value === null || value === undefined || value === '') return null;
  switch (field.kind) {
    case 'value':
      return t(`${field.labels}.${String(value)}` as Key);
    case 'number':
      return typeof value === 'number' ? number(value) : null;
    case 'rosaries':
      return typeof value === 'number' ? t('encyclopaedia.labels.rosaries', { count: number(value) }) : null;
    case 'yesNo':
      return typeof value === 'boolean' ? t(value ? 'encyclopaedia.labels.yes' : 'encyclopaedia.labels.no') : null;
    case 'text':
      return typeof value === 'string' ? value : null;
    case 'link': {
      const ref = refs[field.column];
      if (!ref) return null;
      if (Array.isArray(value)) {
        const found = links(value as string[], ref.names);
        return found.length > 0 ? <EntryLinks kind={ref.kind} items={found} bare={bare} /> : null;
      }
      const one = link(String(value), ref.names);
      return one && <EntryLinkTo kind={ref.kind} to={one} bare={bare} />;
    }
  }
}

/** The declared facts of an entry page, those without a value left out; fields under one label (a wish's rewards) share one line. */
export function viewFacts(fields: readonly ViewField[], entry: ViewEntry, refs: RefNames, t: Translate, number: (n: number) => string): Fact[] {
  const facts: { term: string; values: ReactNode[] }[] = [];
  for (const f of fields) {
    const value = fieldValue(f, entry, refs, t, number);
    if (value === null) continue;
    const term = t(f.kind === 'act' ? 'encyclopaedia.labels.act' : f.label);
    const same = facts.find((x) => x.term === term);
    if (same) same.values.push(value);
    else facts.push({ term, values: [value] });
  }
  return facts.map(({ term, values }) => ({ term, value: values.length === 1 ? values[0] : <span className="flex flex-wrap gap-x-4">{values.map((v, i) => <span key={i}>{v}</span>)}</span> }));
}
