import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { joinSmallSets, setsByPages } from './page-sets.ts';

/** `import { A, B as C } from 'name'`: the names a module imports from `name`. */
const namesImported = (code: string, from: string) =>
  [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${from}["']`, 'g'))].flatMap((match) =>
    match[1]!.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]!),
  );

/**
 * Lays out the lazily loaded code of the public pages in few chunks. Left to itself the bundler made a chunk for each
 * set of pages (public or signed-in) sharing a module, down to a single icon or helper: a business page fetched 41
 * scripts, over HTTP/1.1 (six connections to a host) in rounds. Here a module goes with the set of public pages that
 * import it (a first visit meets those), and a set smaller than `minBytes` joins the set it costs least to share a
 * chunk with (the fewest bytes fetched by pages that do not run them), as long as no page then fetches more than
 * `maxUnusedBytes` it does not run, nor is led by the imports of what it now fetches to a chunk it did not need.
 * Signed-in pages load what they share.
 *
 * A library's index re-exports every part of it (an icon library every icon): a module is taken to reach only the parts
 * it imports by name, as the bundler's tree-shaking keeps only those.
 * `plugin` learns the module graph once it is built; `group` is the code-splitting group that applies it.
 */
export function pageChunks({
  entry,
  pages,
  contents,
  grouped,
  indexes,
  minBytes,
  maxUnusedBytes,
}: {
  /** The client's entry module: what it imports statically is in the first load's chunk already. */
  entry: RegExp;
  /** The public pages' route modules. */
  pages: RegExp;
  /** The written content files the public pages load in their language, which count as pages of their own here. */
  contents: RegExp;
  /** The modules laid out by page: the app's own code, the icons and the small libraries it imports alongside. */
  grouped: RegExp;
  /** Libraries' index modules (and the name each is imported by) that re-export each name from a module of its own. */
  indexes: { id: RegExp; name: string }[];
  /** A set of modules whose code (before minifying) is smaller joins another. */
  minBytes: number;
  /** The most code (before minifying) a page may fetch and not run. */
  maxUnusedBytes: number;
}) {
  const chunkOf = new Map<string, string>();

  const plugin: Plugin = {
    name: 'page-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      const pageIDs = ids.filter((id) => pages.test(id) || contents.test(id)).sort();
      const indexName = new Map<string, string>();
      // What each index re-exports: its name, and the module it comes from.
      const sourceOf = new Map<string, Map<string, string>>();
      for (const index of indexes) {
        const id = ids.find((candidate) => index.id.test(candidate));
        const code = id ? this.getModuleInfo(id)?.code : undefined;
        if (!id || !code) continue;
        const names = new Map<string, string>();
        for (const [, list, file] of code.matchAll(
          /(?:import|export)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']*)["']/g,
        )) {
          for (const name of list!.split(','))
            names.set(
              name
                .trim()
                .split(/\s+as\s+/)
                .at(-1)!,
              resolve(dirname(id), file!),
            );
        }
        for (const [, file] of code.matchAll(/export\s*\*\s*from\s*["'](\.[^"']*)["']/g)) {
          const source = resolve(dirname(id), file!);
          for (const name of this.getModuleInfo(source)?.exports ?? []) names.set(name, source);
        }
        sourceOf.set(id, names);
        indexName.set(id, index.name);
      }
      /** What a module imports, an index standing for the modules of the names imported from it. */
      const importsOf = (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info || sourceOf.has(id)) return [];
        return info.importedIds.flatMap((imported) => {
          const names = sourceOf.get(imported);
          if (!names) return [imported];
          const named = namesImported(info.code ?? '', indexName.get(imported)!).flatMap(
            (name) => names.get(name) ?? [],
          );
          return [imported, ...named];
        });
      };

      const initial = new Set<string>();
      const queue = ids.filter((id) => entry.test(id));
      while (queue.length) {
        const id = queue.pop()!;
        if (initial.has(id)) continue;
        initial.add(id);
        queue.push(...importsOf(id));
      }
      /** Laid out here: grouped and not in the first load. */
      const laidOut = (id: string) => grouped.test(id) && !initial.has(id);

      const pagesOf = new Map<string, Set<number>>();
      pageIDs.forEach((page, index) => {
        const queue = [page];
        while (queue.length) {
          const id = queue.pop()!;
          const reached = pagesOf.get(id) ?? new Set<number>();
          if (reached.has(index) || !(id === page || laidOut(id))) continue;
          pagesOf.set(id, reached.add(index));
          queue.push(...importsOf(id));
        }
      });

      // A content file keeps the chunk the bundler gives it: it is loaded by name, not by a page's import.
      for (const id of pagesOf.keys()) if (contents.test(id)) pagesOf.delete(id);
      const sets = joinSmallSets(
        setsByPages(pagesOf, (id) => this.getModuleInfo(id)?.code?.length ?? 0),
        importsOf,
        { minBytes, maxUnusedBytes },
      );

      // Each set a chunk of its own (rolldown makes one chunk of the modules given one name), numbered in the order of
      // its pages' names. The name stays short: the route table of every first load spells out each chunk's file, and
      // each page's module the files it imports; named after their pages, these names cost a page 0.4 KB of gzip.
      const pageName = (index: number) => pageIDs[index]!.replace(/^.*[\\/]|\.tsx?$/g, '');
      const keyed = sets.map((set) => ({
        set,
        key: [...set.pages]
          .sort((a, b) => a - b)
          .map(pageName)
          .join('~'),
      }));
      keyed.sort((a, b) => a.key.localeCompare(b.key));
      keyed.forEach(({ set }, index) => {
        for (const id of set.ids) chunkOf.set(id, `pages-${index}`);
      });
    },
  };

  return {
    plugin,
    group: {
      name: (id: string) => chunkOf.get(id) ?? null,
      test: (id: string) => chunkOf.has(id),
      // A module's imports keep their own chunk: pulled in here, a page's form library would travel with every page
      // that shares one helper with it.
      includeDependenciesRecursively: false,
    },
  };
}
