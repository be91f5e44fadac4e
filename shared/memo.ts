/**
 * A memo of what is derived from one list and a key (a language; a language and a variant), for
 * work every request would otherwise repeat on the same data: a list in one language, its names by
 * slug, a row's markup.
 *
 * Contract:
 * - By identity: a value is reused for the same `list` object and an equal key (`===` on
 *   strings). A list is never mutated; changed data is a new object (the data layer makes a new
 *   array whenever a cached copy is replaced, and keeps one array while its copy is fresh).
 * - Dropped when the list changes: values hang off their list through a WeakMap, so a list the data
 *   layer no longer holds takes its values with it, and nothing here keeps a list alive.
 * - Bounded: at most `limit` keys per list; past it the least recently used goes (a hot list meets
 *   at most its languages times its variants).
 * - `make` reads the list and the key alone, never the request (path, query, time, another list):
 *   its result is shared by every request passing the same list and key, so nobody mutates it.
 */
export function memoByList<L extends object, K extends string, V>(make: (list: L, key: K) => V, limit = 8): (list: L, key: K) => V {
  const byList = new WeakMap<L, Map<K, V>>();
  return (list, key) => {
    let values = byList.get(list);
    if (!values) byList.set(list, (values = new Map()));
    if (values.has(key)) {
      const value = values.get(key) as V;
      // Now the most recently used.
      values.delete(key);
      values.set(key, value);
      return value;
    }
    const value = make(list, key);
    values.set(key, value);
    if (values.size > limit) values.delete(values.keys().next().value as K);
    return value;
  };
}
