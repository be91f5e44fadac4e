import type { ReactNode } from 'react';
import { usePage } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { Section } from '../../ui/Section.tsx';
import { GuideEntries, GuideEntry, type Fact } from './Facts.tsx';
import { hubPath, type EntryCollectionId } from '../../../shared/collections.ts';
import { EntryLinkTo } from './EntryLinks.tsx';
import { FilterBar, type FilterGroup } from './FilterBar.tsx';
import { SiteRatingNote, Unavailable } from './Notes.tsx';
import type { Hub } from './types.ts';

interface HubEntry {
  slug: string;
  name: string;
  description: string | null;
  featured: boolean;
}

export interface HubProps<T extends HubEntry, F extends Record<string, string>> {
  data: Hub<T, F>;
  /** The hub's texts under `pages.*` and its collection name under `encyclopaedia.collections.*`. */
  page: 'boss' | 'items' | 'map';
  kind: EntryCollectionId;
  /** Facts on a featured card (null: this entry has no value for it). */
  facts: (entry: T) => (Fact | null)[];
  /** Column headers of the full list after the name, and each entry's cells. */
  columns: readonly string[];
  cells: (entry: T) => ReactNode[];
  groups: readonly FilterGroup[];
  matches: (entry: T, filter: Partial<F>) => boolean;
}

/**
 * A collection's hub (featured entries with their ratings, location and description), then
 * every entry as a table, filtered by plain links; one cached list serves every filter.
 */
export function CollectionHub<T extends HubEntry, F extends Record<string, string>>({ data, page, kind, facts, columns, cells, groups, matches }: HubProps<T, F>) {
  const { t } = usePage();
  const all = t(`encyclopaedia.collections.${page}`);
  return (
    <>
      <PageIntro heading={t(`pages.${page}.heading`)} intro={t(`pages.${page}.intro`)}>
        <SiteRatingNote />
      </PageIntro>
      {data.kind === 'unavailable' ? <Unavailable /> : (
        <div className="space-y-12">
          <Section id="featured" title={t('encyclopaedia.featured')}>
            <GuideEntries>
              {data.entries.filter((e) => e.featured).map((e) => (
                <GuideEntry key={e.slug} id={e.slug} title={e.name} facts={facts(e)}>
                  {e.description && <p className="text-mist">{e.description}</p>}
                  <EntryLinkTo kind={kind} to={{ slug: e.slug, name: t('encyclopaedia.readEntry', { name: e.name }) }} />
                </GuideEntry>
              ))}
            </GuideEntries>
          </Section>
          <Section id="all" title={all}>
            <FilterBar path={hubPath(kind)} current={data.filter} groups={groups} />
            <FilteredTable entries={data.entries.filter((e) => matches(e, data.filter))} kind={kind} name={all} columns={columns} cells={cells} />
          </Section>
        </div>
      )}
    </>
  );
}

function FilteredTable<T extends HubEntry>({ entries, kind, name, columns, cells }: { entries: T[]; kind: EntryCollectionId; name: string; columns: readonly string[]; cells: (entry: T) => ReactNode[] }) {
  const { t } = usePage();
  if (entries.length === 0) return <p role="status" className="text-mist">{t('encyclopaedia.noMatch')}</p>;
  return (
    <DataTable
      caption={t('encyclopaedia.count', { count: String(entries.length) })}
      columns={[name, ...columns]}
      rows={entries.map((e) => ({ key: e.slug, cells: [<EntryLinkTo kind={kind} to={e} bare />, ...cells(e)] }))}
    />
  );
}
