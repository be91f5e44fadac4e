/**
 * The value of `promise` when it has already arrived: data the worker holds in memory (a fresh
 * cached copy, the bundled records) settles within the current turn's microtasks, before a 0 ms timer
 * fires. Null while it still waits for I/O (the backend, the Cache API), and when it failed.
 */
export async function arrived<T>(promise: Promise<T>): Promise<{ value: T } | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 0)));
  try {
    return await Promise.race([promise.then((value) => ({ value }), () => null), later]);
  } finally {
    clearTimeout(timer);
  }
}
