import type { Plugin, Rolldown } from 'vite';
import { ChunkGraph } from './chunk-graph';

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
 * without the hints (the e2e test `e2e/preloads.test.ts` checks the table against the browser).
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
      const graph = new ChunkGraph(chunks, root);
      // The entry and what it imports are in index.html already.
      const entry = graph.loadOrder(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const signedIn = graph.loadOrder(
        options.signedIn.map((file) => graph.chunkOf(file)),
        new Set(entry),
      );
      const table: Record<string, string[]> = {};
      for (const [pattern, screen] of Object.entries(options.screens)) {
        const own = graph.loadOrder([graph.chunkOf(screen)], new Set([...entry, ...signedIn]));
        // Each after what it imports: what runs first is asked for first.
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
