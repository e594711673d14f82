/**
 * Sets of values by key, the way the live streams are indexed (by person, by address, by session). A key whose last
 * value goes is dropped, so the map holds only keys with values; each set keeps the order values came in (its first is
 * the oldest).
 */
export function keyedSets<K, V>() {
  const sets = new Map<K, Set<V>>();
  return {
    add(key: K, value: V): void {
      const set = sets.get(key);
      if (set) set.add(value);
      else sets.set(key, new Set([value]));
    },
    /** Takes a value out of its key's set; false when it was not there. */
    delete(key: K, value: V): boolean {
      const set = sets.get(key);
      if (!set?.delete(value)) return false;
      if (set.size === 0) sets.delete(key);
      return true;
    },
    get: (key: K): ReadonlySet<V> | undefined => sets.get(key),
    keys: () => sets.keys(),
    values: (): IterableIterator<ReadonlySet<V>> => sets.values(),
    /** How many keys have values. */
    get size(): number {
      return sets.size;
    },
    clear: () => sets.clear(),
  };
}
