import { COLLECTIONS, isPagedId, MADE_IDS, referencesOf, type CollectionId, type MadeId, type PagedId } from '../../shared/collections.ts';
import type { DataCollection, Listing, SiteData } from '../../shared/data.ts';
import type { Lang } from '../../shared/languages.ts';
import { namesIn, type Names } from '../../shared/encyclopaedia.ts';
import type { MadeRouteId } from '../../shared/routes.ts';
import { allInLanguage, inLanguage } from '../../shared/translation.ts';
import { MadeEntry, type MadeEntryData } from '../pages/collection/MadeEntry.tsx';
import { MadeHub, type MadeHubData } from '../pages/collection/MadeHub.tsx';
import type { RefNames, ViewEntry } from '../pages/collection/ViewFields.tsx';
import { entryPage, filters, frameOf, keeper, missing, related, unknownArea } from './encyclopaedia.tsx';
import { defineRoute, unavailablePage, type RouteModule } from './module.ts';

/*
 * The hub and entry page of every collection declared with `pages` in the registry, made from its
 * view: a new collection brings no route or page code of its own.
 */

type Row = { slug: string; translations: readonly { language: Lang; name: string }[] };

/** The names each reference column links to, from the lists of the collections it names. */
function refNames(id: MadeId, lists: readonly Listing<Row>[], lang: Lang): RefNames {
  const columns = Object.entries(referencesOf(id));
  return Object.fromEntries(columns.map(([column, kind], i) => [column, { kind, names: namesIn(lists[i]!, lang) }]));
}

const referenced = (id: MadeId): PagedId[] => Object.values(referencesOf(id));

/** The areas' names, when the collection names areas (its `zone` or `zones` column), from the lists its references read. */
function areaNames(id: MadeId, lists: readonly Listing<Row>[], lang: Lang): Names | null {
  const at = Object.entries(referencesOf(id)).findIndex(([column]) => column === 'zone' || column === 'zones');
  return at === -1 || lists[at]!.kind !== 'ok' ? null : namesIn(lists[at]!, lang);
}

/** A made collection's lists and rows, read as the generic pages read them (their columns by name). */
const collectionOf = (data: SiteData, id: CollectionId) => data[id] as unknown as DataCollection<Row, Row>;

function hub(id: MadeId): RouteModule {
  const once = keeper<{ entries: readonly (ViewEntry & { description: string | null })[]; refs: RefNames }>();
  return defineRoute<MadeHubData>(async ({ query, lang, data }) => {
    const filter = filters(id, query) as Record<string, string>;
    const [list, ...others] = (await Promise.all([collectionOf(data, id).list(), ...referenced(id).map((r) => collectionOf(data, r).list())]));
    if (list!.kind === 'failed') return unavailablePage as never;
    const areas = areaNames(id, others, lang);
    if (areas && unknownArea(filter, areas)) return { kind: 'notFound' };
    const rows = list!.rows;
    const made = once([list!, ...others], lang, () => ({
      // New objects whenever a list changes, its own or one it names: an entry owns its row's kept
      // markup, which shows the names it links to.
      entries: allInLanguage(rows, lang).map((e) => ({ ...e })) as unknown as readonly (ViewEntry & { description: string | null })[],
      refs: refNames(id, others, lang),
    }));
    return { kind: 'page', data: { kind: 'ok', entries: made.entries, filter, id, refs: made.refs } };
  }, MadeHub);
}

function entry(id: MadeId & PagedId): RouteModule {
  return defineRoute<MadeEntryData>(async (ctx) => {
    const { params, lang, data } = ctx;
    const [found, own, others] = await Promise.all([
      collectionOf(data, id).bySlug(params.slug ?? ''),
      collectionOf(data, id).list(),
      Promise.all(referenced(id).map((r) => collectionOf(data, r).list())),
    ]);
    if (found.kind !== 'found') return missing(found);
    const row = found.row;
    const text = inLanguage(row, lang);
    const view = text && ({ ...text, languages: row.translations.map((t) => t.language) } as unknown as MadeEntryData['entry'] & { languages: Lang[] });
    const refs = refNames(id, others, lang);
    const names: Partial<Record<PagedId, Names>> = { [id]: namesIn(own, lang), ...Object.fromEntries(Object.values(refs).map((r) => [r.kind, r.names])) };
    return entryPage(
      ctx, view, id,
      (e) => ({ id, entry: e, refs, ...frameOf(names[id]!, e.slug, names) }),
      (e) => Object.entries(refs).flatMap(([column, r]) => {
        const value = e[column];
        const slugs = Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? [value] : [];
        return related(r.kind, slugs.map((slug) => (r.names.has(slug) ? { slug, ...r.names.get(slug)! } : null)));
      }),
    );
  }, MadeEntry);
}

/** The page modules of the made collections' routes. */
export const MADE_PAGES = Object.fromEntries(
  MADE_IDS.flatMap((id) => [[id, hub(id)], ...(isPagedId(id) ? [[`${id}Entry`, entry(id)]] : [])]),
) as Record<MadeRouteId, RouteModule>;

// Registry entries with `pages` need a view: the generic pages read it.
for (const id of MADE_IDS) if (!('view' in COLLECTIONS[id])) throw new Error(`collection ${id}: pages need a view`);
