import { summaryOf } from '../../../shared/summary.ts';
import { useCachedMarkup } from '../../ui/cachedMarkup.tsx';
import type { ReactNode } from 'react';
import type { Act } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { PageIntro } from '../../ui/PageIntro.tsx';
import { KeptSection, Section } from '../../ui/Section.tsx';
import { GuideEntry, type Fact } from './Facts.tsx';
import { hubPath } from '../../../shared/routes.ts';
import { isPagedId, isProgressId, type ListedId, type MadeId } from '../../../shared/collections.ts';
import { Spoiler } from '../../ui/Spoiler.tsx';
import { isTicked } from '../../../shared/companion.ts';
import type { Key, Translate } from '../../../shared/i18n.ts';
import { matchesShared, sharedRules, type SharedFilter } from '../../../shared/hubFilters.ts';
import { areasOf, type EntryLink, type Names } from '../../../shared/encyclopaedia.ts';
import { EntryLinkTo } from './EntryLinks.tsx';
import { FilterBar, type AreaOption, type FilterGroup } from './FilterBar.tsx';
import { SiteRatingNote, Unavailable } from './Notes.tsx';
import type { Hub } from './types.ts';
import { ProgressControls, ProgressCount, ProgressToggle, progressKey } from '../../islands/Progress.tsx';

interface HubEntry {
  slug: string;
  name: string;
  description: string | null;
  /** Shown as a tile above the full list (collections without featured entries have the list only). */
  featured?: boolean;
  /** The act whose story the entry spoils (items have none yet). */
  act?: Act | null;
  /** False when players do not tick it off (a currency, a kind of collectible). */
  tracked?: boolean;
}

export interface HubProps<T extends HubEntry, F extends Record<string, string>> {
  /** Its entries are the objects a row's markup is kept by (the loader makes them once per list and language). */
  data: Hub<T, F>;
  /** The hub's texts under `pages.*` and its collection name under `encyclopaedia.collections.*`. */
  page: 'boss' | 'items' | 'map' | 'collectibles' | MadeId;
  kind: ListedId;
  /** Facts on a featured tile (null: this entry has no value for it). */
  facts?: (entry: T) => (Fact | null)[];
  /** Column headers of the full list after the name, and each entry's cells (from the entry and the language alone: their markup is reused). */
  columns: readonly string[];
  cells: (entry: T) => ReactNode[];
  groups: readonly FilterGroup[];
  matches: (entry: T, filter: Partial<F>) => boolean;
  /** Shown before the featured entries (the map of the areas), given every entry. */
  lead?: (entries: readonly T[]) => ReactNode;
  /** Shows one of the site's own ratings (difficulty, type, rarity), so says so. */
  rated?: boolean;
  /** The areas' names, for entries that name their areas by slug (the generic hubs). */
  areaNames?: Names;
}

/**
 * A collection's hub (featured entries with their ratings, location and description), then
 * every entry as a table, filtered by plain links; one cached list serves every filter.
 */
export function CollectionHub<T extends HubEntry, F extends Record<string, string>>({ data, page, kind, facts = () => [], columns, cells, groups, matches, lead, rated = true, areaNames }: HubProps<T, F>) {
  const { t } = usePage();
  const cached = useCachedMarkup();
  // A made collection's texts are its own UI strings (a unit test holds them in English).
  const all = t(`encyclopaedia.collections.${page}` as Key);
  const featured = data.kind === 'ok' ? data.entries.filter((e) => e.featured) : [];
  // Every entry the filter leaves, as a table, with the filters above it.
  const everything = () =>
    data.kind === 'ok' && (
      <>
        <FilterBar path={hubPath(kind)} current={data.filter} groups={[...groups, ...sharedGroups(kind, t)]} areas={sharedRules(kind).area ? areaOptions(data.entries, areaNames) : undefined} />
        <FilteredTable
          entries={data.entries}
          shown={data.entries.filter((e) => matchesShared(e, data.filter) && matches(e, ownFilter(data.filter) as Partial<F>))}
          kind={kind}
          name={all}
          columns={columns}
          cells={cells}
        />
      </>
    );
  return (
    <>
      <PageIntro heading={t(`pages.${page}.heading` as Key)} intro={t(`pages.${page}.intro` as Key)}>
        {rated && <SiteRatingNote />}
      </PageIntro>
      {data.kind === 'unavailable' ? <Unavailable /> : (
        <div className="space-y-12">
          {lead?.(data.entries)}
          {featured.length > 0 && (
            <Section id="featured" title={t('encyclopaedia.featured')}>
              {/* One column on phones, two from medium screens; a tile depends on its entry and the language alone, like a row of the table below. */}
              <ul
                className="grid gap-5 md:grid-cols-2"
                dangerouslySetInnerHTML={{
                  __html: cached(
                    ...featured.map((e) => ({
                      owner: e,
                      variant: 'tile',
                      render: () => (
                        <li>
                          <GuideEntry id={e.slug} title={e.name} act={e.act} facts={facts(e)}>
                            {e.description && <p className="text-mist">{summaryOf(e.description)}</p>}
                            <EntryLinkTo kind={kind} to={{ slug: e.slug, name: t('encyclopaedia.readEntry', { name: e.name }) }} />
                          </GuideEntry>
                        </li>
                      ),
                    })),
                  ),
                }}
              />
            </Section>
          )}
          {Object.keys(data.filter).length > 0 ? (
            <Section id="all" title={all}>{everything()}</Section>
          ) : (
            // Unfiltered, the filters and the whole table depend on the list (kept while it is fresh)
            // and the language alone: made once (the journal's 237 rows with their counts cost more to
            // render than the rest of the page). A filter's view is smaller and made from its kept
            // rows on each request, so the markup kept stays one copy of each list per language.
            <KeptSection id="all" title={all} owner={data.entries} variant={`all|${kind}`} render={everything} />
          )}
        </div>
      )}
    </>
  );
}

/** The link groups of the filters every hub has from its columns: by act, and only what can be missed. */
function sharedGroups(kind: ListedId, t: Translate): FilterGroup[] {
  const rules = sharedRules(kind);
  return [
    ...(rules.act ? [{ param: 'act', label: t('encyclopaedia.labels.act'), options: ['1', '2', '3'].map((act) => ({ value: act, label: t('encyclopaedia.act', { act }) })) }] : []),
    ...(rules.missable ? [{ param: 'missable', label: t('encyclopaedia.labels.missable'), options: [{ value: 'yes', label: t('encyclopaedia.labels.missableOnly') }] }] : []),
  ];
}

/** The filters a hub declares itself (its `matches` reads them), without the shared ones. */
const ownFilter = ({ act: _act, area: _area, missable: _missable, ...own }: SharedFilter & Record<string, string | undefined>) => own;

/** The areas the entries are in, by name, each with its act (a later act's name is hidden like any other). */
function areaOptions(entries: readonly HubEntry[], names: Names | undefined): AreaOption[] {
  const found = new Map<string, AreaOption>();
  for (const e of entries) {
    const zone = (e as { zone?: unknown }).zone;
    if (zone && typeof zone === 'object') {
      const l = zone as EntryLink;
      found.set(l.slug, { value: l.slug, label: l.name, act: l.act ?? null });
    } else {
      for (const slug of areasOf(e as { zone?: string | null; zones?: readonly string[] })) {
        const n = names?.get(slug);
        if (n) found.set(slug, { value: slug, label: n.name, act: n.act ?? null });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The entries a filter leaves (`shown`, of all `entries`); for a collection a player ticks off, each
 * with its box, and how many are ticked of the whole collection and of what the filter shows.
 */
function FilteredTable<T extends HubEntry>({ entries, shown, kind, name, columns, cells }: { entries: readonly T[]; shown: readonly T[]; kind: ListedId; name: string; columns: readonly string[]; cells: (entry: T) => ReactNode[] }) {
  const { t } = usePage();
  if (shown.length === 0) return <p role="status" className="text-mist">{t('encyclopaedia.noMatch')}</p>;
  const ticks = isProgressId(kind) ? kind : null;
  // An entry without a page of its own is its row: the name is where links to it land.
  const title = (e: T) =>
    isPagedId(kind) ? <EntryLinkTo kind={kind} to={e} bare /> : <Spoiler act={e.act}><span id={e.slug}>{e.name}</span></Spoiler>;
  const ticked = entries.filter(isTicked);
  const nameCell = (e: T) =>
    ticks && isTicked(e) ? (
      <>
        <ProgressToggle kind={ticks} slug={e.slug} name={e.name} />
        {title(e)}
      </>
    ) : (
      title(e)
    );
  return (
    <div data-keep-done className="space-y-4">
      {ticks && (
        <div className="flex flex-wrap items-center gap-x-6">
          <ProgressControls />
          <ProgressCount label={t(`companion.counted.${ticks}`)} entries={ticked.map((e) => ({ key: progressKey(ticks, e.slug), act: e.act }))} />
          {shown.length < entries.length && <ProgressCount label={t('companion.inFilter')} entries={shown.filter(isTicked).map((e) => ({ key: progressKey(ticks, e.slug), act: e.act }))} />}
          <div className="js-only-block">
            <label className="control">
              <input type="checkbox" className="progress-box" data-hide-done disabled />
              <span>{t('companion.scan.hideDone')}</span>
            </label>
          </div>
        </div>
      )}
      <DataTable
        stack
        caption={t('encyclopaedia.count', { count: String(shown.length) })}
        columns={[name, ...columns]}
        rows={{ kept: shown.map((e) => ({ owner: e, cells: () => [nameCell(e), ...cells(e)], entry: ticks && isTicked(e) ? progressKey(ticks, e.slug) : undefined, act: e.act })) }}
      />
    </div>
  );
}
