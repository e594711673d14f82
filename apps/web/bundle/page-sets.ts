/** Modules that the same public pages import: they travel in one chunk. */
export interface PageSet {
  pages: Set<number>;
  ids: string[];
  /** Their code before minifying. */
  bytes: number;
}

/** The pages of `a` that `b` does not have. */
const only = (a: PageSet, b: PageSet) => [...a.pages].filter((page) => !b.pages.has(page));

/** The bytes pages fetch without running them when two sets travel as one chunk. */
const overFetch = (a: PageSet, b: PageSet) => a.bytes * only(b, a).length + b.bytes * only(a, b).length;

/** The modules reached from the pages, one set per distinct list of pages that reach them. */
export function setsByPages(pagesOf: Map<string, Set<number>>, bytesOf: (id: string) => number): PageSet[] {
  const byPages = new Map<string, PageSet>();
  for (const [id, pages] of pagesOf) {
    const key = [...pages].sort((a, b) => a - b).join(',');
    const set = byPages.get(key) ?? { pages, ids: [], bytes: 0 };
    set.ids.push(id);
    set.bytes += bytesOf(id);
    byPages.set(key, set);
  }
  return [...byPages.values()];
}

/**
 * Joins each set smaller than `minBytes`, smallest first, to the set it costs least to share a chunk with (the fewest
 * bytes fetched by pages that do not run them), as long as no page then fetches more than `maxUnusedBytes` it does not
 * run, and no page that now fetches a module is led by its imports (`importsOf`) to a chunk it did not need. Returns
 * the sets that remain.
 */
export function joinSmallSets(
  sets: readonly PageSet[],
  importsOf: (id: string) => readonly string[],
  { minBytes, maxUnusedBytes }: { minBytes: number; maxUnusedBytes: number },
): PageSet[] {
  const remaining = [...sets];
  const setOf = new Map(remaining.flatMap((set) => set.ids.map((id) => [id, set] as const)));
  const unused = new Map<number, number>();
  const unusedAfter = (pages: number[], bytes: number) =>
    pages.every((page) => (unused.get(page) ?? 0) + bytes <= maxUnusedBytes);
  /** Whether every page of `pages` finds the set's imports in the set, its first load or a chunk it loads anyway. */
  const bringsNothing = (set: PageSet, pages: Set<number>) =>
    set.ids.every((id) =>
      importsOf(id).every((imported) => {
        const holder = setOf.get(imported);
        return !holder || holder === set || [...pages].every((page) => holder.pages.has(page));
      }),
    );
  const canJoin = (set: PageSet, other: PageSet) => {
    const pages = new Set([...set.pages, ...other.pages]);
    return (
      other !== set &&
      unusedAfter(only(set, other), other.bytes) &&
      unusedAfter(only(other, set), set.bytes) &&
      bringsNothing(set, pages) &&
      bringsNothing(other, pages)
    );
  };
  const smallestFirst = () =>
    remaining.filter((set) => set.bytes < minBytes).sort((a, b) => a.bytes - b.bytes);

  for (let small = smallestFirst(), tried = 0; tried < small.length;) {
    const set = small[tried]!;
    const partner = remaining
      .filter((other) => canJoin(set, other))
      .sort((a, b) => overFetch(set, a) - overFetch(set, b))[0];
    if (!partner) {
      tried += 1;
      continue;
    }
    for (const page of only(set, partner)) unused.set(page, (unused.get(page) ?? 0) + partner.bytes);
    for (const page of only(partner, set)) unused.set(page, (unused.get(page) ?? 0) + set.bytes);
    partner.pages = new Set([...partner.pages, ...set.pages]);
    partner.ids.push(...set.ids);
    partner.bytes += set.bytes;
    for (const id of set.ids) setOf.set(id, partner);
    remaining.splice(remaining.indexOf(set), 1);
    small = smallestFirst();
    tried = 0;
  }
  return remaining;
}
