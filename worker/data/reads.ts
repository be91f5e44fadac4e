/**
 * What one render's data reads came to, noted by the data layer as they happen and read by the
 * page cache once the document is complete: whether any read failed (the page shows that state
 * and must not replace a good copy) and the storage time of the oldest copy read (a page is no
 * fresher than the data it was built from).
 */
export class DataReads {
  #failed = false;
  #oldest: number | undefined;

  /** A read failed (backend down, or an answer the schemas refuse). */
  fail(): void {
    this.#failed = true;
  }

  /** A read was answered by a copy stored at `storedAt` (ms; a fresh read: when it was asked). */
  used(storedAt: number): void {
    if (this.#oldest === undefined || storedAt < this.#oldest) this.#oldest = storedAt;
  }

  get failed(): boolean {
    return this.#failed;
  }

  /** The storage time of the oldest copy read; undefined when nothing was read through a cache. */
  get oldest(): number | undefined {
    return this.#oldest;
  }
}
