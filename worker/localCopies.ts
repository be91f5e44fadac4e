/*
 * What the two edge caches (data: worker/data/cache.ts, whole pages: worker/pageCache.ts) keep in
 * this isolate beside `caches.default`: the copies last read or written, so a hot key is not
 * fetched from the Cache API and parsed on every request, and the keys being refreshed, so one
 * background refresh runs per key rather than one per request. Only plain values are kept:
 * promises must not cross requests in workerd.
 */

/** Copies, least recently used first out once their total weight passes `limit`. */
export class LocalCopies<V> {
  readonly #copies = new Map<string, V>();
  readonly #limit: number;
  readonly #weigh: (value: V) => number;
  #weight = 0;

  constructor(limit: number, weigh: (value: V) => number) {
    this.#limit = limit;
    this.#weigh = weigh;
  }

  /** The copy, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.#copies.get(key);
    if (value !== undefined) {
      this.#copies.delete(key);
      this.#copies.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    const old = this.#copies.get(key);
    if (old !== undefined) this.#weight -= this.#weigh(old);
    this.#copies.delete(key);
    this.#copies.set(key, value);
    this.#weight += this.#weigh(value);
    for (const [k, v] of this.#copies) {
      if (this.#weight <= this.#limit) break;
      this.#copies.delete(k);
      this.#weight -= this.#weigh(v);
    }
  }
}

// A refresh older than this is presumed lost (its request was cancelled) and may be started again.
const GIVE_UP_MS = 30_000;

/** The keys being refreshed in this isolate, with their start times. */
export class Refreshes {
  readonly #started = new Map<string, number>();

  /**
   * A refresh of `key` runs in this isolate: its stale copy here is served as it is, without asking
   * the shared cache again on every request until the refresh lands.
   */
  underWay(key: string, now: number): boolean {
    const started = this.#started.get(key);
    return started !== undefined && now - started < GIVE_UP_MS;
  }

  /** Runs `task` as the refresh of `key`, or does nothing (null) when one is under way. */
  start(key: string, now: number, task: () => Promise<void>): Promise<void> | null {
    if (this.underWay(key, now)) return null;
    this.#started.set(key, now);
    return task().finally(() => {
      if (this.#started.get(key) === now) this.#started.delete(key);
    });
  }
}
