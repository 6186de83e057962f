import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** The file the build writes beside index.html: route pattern → the scripts its first load runs. */
export const PRELOADS_FILE = 'preloads.json';

/**
 * Writes `preloads.json`: for each route pattern of the domain's table, every script a cold load
 * of that route runs besides the entry, in the order they are needed. The server puts them in
 * the page as `<link rel="modulepreload">` (apps/api `spa-page.ts`), so the browser asks for all
 * of them with the page instead of discovering them in rounds, each behind the script that
 * imports it (issue 15: four rounds of requests before the first row, at 40 ms each on a school
 * network).
 *
 * `signedIn` are the modules every signed-in route loads (the app, the shell); `screens` the
 * module each route's screen is in. A screen missing here still works: its page just comes
 * without the hints (the e2e test `preloads.spec.ts` checks the table against the browser).
 */
export function routePreloads(options: { signedIn: string[]; screens: Record<string, string> }): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'hangar:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (file: string) => {
        const id = path.resolve(root, file);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`route-preloads: ${file} is in no chunk of the build`);
        return chunk.fileName;
      };
      /** The chunks `starts` run, each after those it imports (depth first), without `skip`. */
      const loadOrder = (starts: string[], skip: Set<string>) => {
        const order: string[] = [];
        const visit = (file: string) => {
          if (skip.has(file)) return;
          skip.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          order.push(file);
        };
        for (const start of starts) visit(start);
        return order;
      };
      // The entry and what it imports are in index.html already.
      const entry = loadOrder(
        chunks.filter((c) => c.isEntry).map((c) => c.fileName),
        new Set(),
      );
      const signedIn = loadOrder(options.signedIn.map(chunkOf), new Set(entry));
      const table: Record<string, string[]> = {};
      for (const [pattern, screen] of Object.entries(options.screens)) {
        const own = loadOrder([chunkOf(screen)], new Set([...entry, ...signedIn]));
        // Needed first, asked for first: the app's chunk is the biggest and the first to run.
        table[pattern] = [...signedIn, ...own].map((file) => `${base}${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
