import { build, type Plugin, type Rolldown } from 'vite';
import { ChunkGraph } from './chunk-graph';

/** A chunk to build: what `from` loads that no earlier group and not the sign-in page holds. */
export interface LoadGroup {
  /** The chunk's name (`assets/<name>-<hash>.js`). */
  name: string;
  /** The modules whose load it serves, relative to the app's root (`src/boot.tsx`). */
  from: string[];
}

/** Set while the plan's own build runs, so that build chunks as the bundler likes. */
const PLANNING = 'HANGAR_LOAD_GROUPS_PLANNING';

/**
 * Puts the modules a signed-in page always loads together into a few chunks, one per step of
 * the way in (issue 15). Left to itself, the bundler cuts a chunk for every different set of
 * screens that share some modules: the course list came in 32 files, a dozen of them under
 * 1 kB, and with six connections per host and a round trip each, the files cost more than
 * their bytes on a slow network.
 *
 * The plan comes from a first build, in memory, chunked as the bundler likes: a group is every
 * module of the chunks that its `from` modules load (their own and those they import), less the
 * sign-in page's (`keepOut`) and the earlier groups'. Chunks, not import closures: a barrel
 * (`@hangar/ui`) imports everything, but a chunk holds only what tree shaking kept. So a group
 * imports only itself, earlier groups and the sign-in page's chunks, never the other way: no
 * cycles between chunks, the sign-in page loads nothing of the app, and modules run in order.
 */
export function loadGroups(options: { keepOut: string[]; groups: LoadGroup[] }) {
  const groupOf = new Map<string, string>();
  const planning = () => process.env[PLANNING] === '1';
  const plugin: Plugin = {
    name: 'hangar:load-groups',
    apply: 'build',
    async configResolved(config) {
      if (planning()) return;
      process.env[PLANNING] = '1';
      try {
        const output = await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, sourcemap: false },
        });
        const chunks = (Array.isArray(output) ? output : [output])
          .flatMap((o) => ('output' in o ? o.output : []))
          .filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        plan(chunks, config.root);
      } finally {
        delete process.env[PLANNING];
      }
    },
  };

  function plan(chunks: Rolldown.OutputChunk[], root: string) {
    const graph = new ChunkGraph(chunks, root);
    const taken = graph.modulesLoadedBy(options.keepOut);
    groupOf.clear();
    for (const group of options.groups) {
      for (const id of graph.modulesLoadedBy(group.from)) {
        if (taken.has(id)) continue;
        groupOf.set(id, group.name);
        taken.add(id);
      }
    }
  }

  return {
    plugin,
    /** For `build.rolldownOptions.output.codeSplitting`. */
    codeSplitting: {
      groups: options.groups.map(({ name }) => ({
        name,
        test: (id: string) => !planning() && groupOf.get(id) === name,
        // The plan holds each group's modules already, without the sign-in page's: the bundler
        // must not add the rest of their imports (React, the sign-in page's code) to the group.
        includeDependenciesRecursively: false,
      })),
    },
  };
}
