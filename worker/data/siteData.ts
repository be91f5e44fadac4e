import type { Context } from 'hono';
import { COLLECTION_IDS, type CollectionId } from '../../shared/collections.ts';
import type { SiteData } from '../../shared/data.ts';
import type { AppEnv } from '../env.ts';
import { siteSearch } from '../search/siteSearch.ts';
import type { CacheDeps } from './cache.ts';
import { bundledRecords } from './bundled.ts';
import { DataReads } from './reads.ts';
import { backend } from './client.ts';
import { bundledSource, repository, supabaseSource, type SourceOf } from './collection.ts';

type Repositories = Omit<SiteData, 'search'>;

/** The repositories, noting in `reads` when a read fails. */
function watched(repos: Repositories, reads: DataReads): Repositories {
  const note = <T extends { kind: string }>(result: T): T => {
    if (result.kind === 'failed') reads.fail();
    return result;
  };
  return Object.fromEntries(
    COLLECTION_IDS.map((id) => {
      const repo = repos[id];
      return [id, { list: () => repo.list().then(note), bySlug: (slug: string) => repo.bySlug(slug).then(note) }];
    }),
  ) as Repositories;
}

function repositories(source: <K extends CollectionId>(id: K) => SourceOf<K>, cache?: CacheDeps): Repositories {
  return Object.fromEntries(COLLECTION_IDS.map((id) => [id, repository(id, source(id), cache)])) as Repositories;
}

// The bundled records, read once per isolate from their static file and then kept in memory: no cache
// in front of them (a lookup would only add work).
let bundled: Repositories | undefined;
const bundledData = (assets: Fetcher): Repositories =>
  (bundled ??= repositories((id) => bundledSource(() => bundledRecords(assets).then((records) => records[id]), id)));

/** How one render reads its data. */
export interface DataOptions {
  /** Where the reads are noted (whether one failed, how old the copies were). */
  reads?: DataReads;
  /** Ask the backend even when a fresh copy exists (the page cache's background render). */
  revalidate?: boolean;
}

/**
 * This request's data: Supabase through the edge cache (this request's `waitUntil`, this site's
 * cache keys), or the bundled records when Supabase is not configured. Throws on a half
 * configuration (see `backend`).
 */
export function siteData(c: Context<AppEnv>, { reads = new DataReads(), revalidate = false }: DataOptions = {}): SiteData {
  const from = backend(c.env);
  const repos = watched(
    from.kind === 'bundled'
      ? bundledData(c.env.ASSETS)
      : repositories((id) => supabaseSource(from.client, id), {
          ctx: c.executionCtx,
          origin: c.get('origin'),
          revalidate,
          used: (storedAt) => reads.used(storedAt),
        }),
    reads,
  );
  return { ...repos, search: (query, lang) => siteSearch(c.env.ASSETS, repos, query, lang) };
}
