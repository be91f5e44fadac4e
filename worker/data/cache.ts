import { LocalCopies, Refreshes } from '../localCopies.ts';
import { log } from '../log.ts';

declare global {
  // tsconfig's DOM lib shadows the Workers CacheStorage, which also has the zone's default cache.
  interface CacheStorage {
    readonly default: Cache;
  }
}

export interface CacheDeps {
  ctx: Pick<ExecutionContext, 'waitUntil'>;
  /** The site's own origin: cache keys live on its host. */
  origin: string;
  /** Injected clock (ms), so tests decide what is fresh. */
  now?: () => number;
  /** Defaults to `caches.default`. */
  cache?: Cache;
  /**
   * Ask the backend even when a fresh copy exists (the page cache's background render, so an
   * edit shows within one fresh window); a copy still stands in when the backend fails.
   */
  revalidate?: boolean;
  /** Told the storage time of every copy a read returns (a read from the backend: when it was asked). */
  used?: (storedAt: number) => void;
}

/** A copy younger than this is served without asking the backend. */
export const FRESH_MS = 60_000;
// How long the edge keeps a copy at all, i.e. how long it can stand in for a failing backend.
const KEEP_SECONDS = 86_400;
const STORED_AT = 'x-stored-at';

// One background refresh per key (and its stale copy served meanwhile without another lookup).
const refreshes = new Refreshes();

/** `name` carries the version of what is stored (the entity's schema version), so a new shape never reads an old one. */
export function cacheKey(origin: string, name: string): string {
  // `origin` is an origin (siteOrigin) and names are made by code from checked slugs: no parsing needed.
  return `${origin}/__cache/${name}`;
}

interface Copy {
  value: unknown;
  storedAt: number;
  /** The value as stored, when this isolate has it: a refresh that brings the same text keeps `value`. */
  json?: string;
}

// The copies this isolate last read or wrote, per cache: same storage time as the stored copy, so
// the same freshness; the values are never mutated by their readers.
const MEMORY_ENTRIES = 256;
const memory = new WeakMap<Cache, LocalCopies<Copy>>();

function copies(cache: Cache): LocalCopies<Copy> {
  let local = memory.get(cache);
  if (!local) memory.set(cache, (local = new LocalCopies<Copy>(MEMORY_ENTRIES, () => 1)));
  return local;
}

/**
 * The value `json` holds: `near`'s own when it is the same text, else `fresh()`. What the site derives
 * from a list (its entries in each language, their rows' markup) is kept by the list object, so an
 * unchanged list must stay the same object when its copy is refreshed, or every minute would make all
 * of it again.
 */
function sameOr(near: Copy | undefined, json: string, fresh: () => unknown): unknown {
  return near?.json === json ? near.value : fresh();
}

async function read<T>(cache: Cache, key: string, now: number): Promise<{ value: T; storedAt: number } | null> {
  const near = copies(cache).get(key) as { value: T; storedAt: number } | undefined;
  if (near && (now - near.storedAt < FRESH_MS || refreshes.underWay(key, now))) return near;
  try {
    // Stale or absent here: another isolate may have stored a fresher copy.
    const res = await cache.match(key);
    if (!res) return near ?? null;
    const storedAt = Number(res.headers.get(STORED_AT));
    // Only cached() writes these keys, and each name carries its schema version, so the body has the shape it stored.
    const json = await res.text();
    const far = { value: sameOr(near, json, () => JSON.parse(json)) as T, storedAt: Number.isFinite(storedAt) ? storedAt : 0, json };
    const best = near && near.storedAt > far.storedAt ? near : far;
    copies(cache).set(key, best);
    return best;
  } catch (error) {
    log('warn', 'cache read failed', { key }, error);
    return near ?? null;
  }
}

/**
 * A backend read through `caches.default`: fresh copies are served as they are; stale ones are
 * served at once while `ctx.waitUntil` refreshes them, and keep being served while the backend
 * fails; with no copy at all a failure gives `fallback` and a log line. `load` must throw on failure.
 */
export async function cached<T>(deps: CacheDeps, name: string, load: () => Promise<T>, fallback: T): Promise<T> {
  const cache = deps.cache ?? caches.default;
  const now = deps.now ?? Date.now;
  const key = cacheKey(deps.origin, name);
  // A copy is stamped with the time it was asked for: what it holds is at least that recent.
  // The value kept (the copy's own object when the text is the same), and the copy written to the cache.
  const store = (loaded: T, storedAt: number): { value: T; written: Promise<void> } => {
    const json = JSON.stringify(loaded);
    const value = sameOr(copies(cache).get(key), json, () => loaded) as T;
    copies(cache).set(key, { value, storedAt, json });
    const written = cache.put(
      key,
      new Response(json, {
        headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${KEEP_SECONDS}`, [STORED_AT]: String(storedAt) },
      }),
    );
    return { value, written };
  };
  const loaded = async (): Promise<T> => {
    const asked = now();
    const { value, written } = store(await load(), asked);
    deps.used?.(asked);
    deps.ctx.waitUntil(written.catch((error: unknown) => log('warn', 'cache write failed', { key }, error)));
    return value;
  };
  const copy = (hit: { value: T; storedAt: number }): T => {
    deps.used?.(hit.storedAt);
    return hit.value;
  };

  const hit = await read<T>(cache, key, now());
  if (hit && deps.revalidate) {
    try {
      return await loaded();
    } catch (error) {
      log('warn', 'backend failed, serving the cached copy', { key, age: now() - hit.storedAt }, error);
      return copy(hit);
    }
  }
  if (hit) {
    if (now() - hit.storedAt < FRESH_MS) return copy(hit);
    const started = refreshes.start(key, now(), async () => {
      const asked = now();
      await load()
        .then((value) => store(value, asked).written)
        .catch((error: unknown) => log('warn', 'refresh failed, serving stale', { key, age: now() - hit.storedAt }, error));
    });
    if (started) deps.ctx.waitUntil(started);
    return copy(hit);
  }

  try {
    return await loaded();
  } catch (error) {
    log('error', 'backend failed, nothing cached', { key }, error);
    return fallback;
  }
}
