import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import type { Plugin } from 'vite';

/**
 * A tailwind-merge for the app's build that knows only the app's own class names (issue 15).
 *
 * The kit merges classes with tailwind-merge (`cn`, `tv`) so a caller's `className` wins. Its
 * default configuration describes every Tailwind utility (379 groups, with validators for any
 * value): ~9 kB gzip of a cold load, and the first merge builds a lookup of all of it on the main
 * thread (20–27 ms of a cold course-list load in `pnpm bench:cpu`).
 *
 * But Tailwind writes CSS only for the class names it finds in the sources it scans: a class the
 * app could pass that is not among them has no CSS, and whether it is merged changes nothing. So
 * the build scans the same sources with Tailwind's own scanner, finds the group of each class
 * with tailwind-merge's own parser and full configuration, and gives tailwind-merge's engine a
 * configuration that lists those classes by name (~100 groups, ~400 names). For every class the
 * sources hold, the lite merge answers as the full one does: tailwind-merge-lite.test.ts compares
 * them on the real sources.
 *
 * Only the app's build uses it: the published kit keeps the full tailwind-merge, as an app that
 * installs it brings class names of its own.
 */

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The module the kit's `import … from 'tailwind-merge'` gets in the app's build: generated, never
 * written. A file name rather than a virtual id, so its source map reaches the build's and the
 * benchmarks that read those (`scripts/lib/bytes-by-source.mjs`) count it as tailwind-merge.
 */
const LITE_ID = path.join(appRoot, 'build', 'tailwind-merge-lite.generated.js');
/** The kit's module whose tailwind-merge the lite one wraps (the same installed version). */
const KIT_CN = path.resolve(appRoot, '../../packages/ui/src/utils/cn.ts');
/**
 * Where the class names come from: every source whose code can hand a class to `cn` or `tv` in
 * the app (the kit's, the app's `src`, its page), tests and stories included. Tailwind scans
 * these for the stylesheet too, and more (the app's build scripts), which only adds CSS.
 */
export const CLASS_SOURCES = [
  { base: path.resolve(appRoot, '../../packages/ui/src'), pattern: '**/*' },
  { base: path.join(appRoot, 'src'), pattern: '**/*' },
  { base: appRoot, pattern: 'index.html' },
];

/** tailwind-merge's configuration shape, as far as it is rewritten here. */
export interface MergeConfig {
  cacheSize: number;
  theme: Record<string, unknown>;
  classGroups: Record<string, unknown[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups: string[];
  orderSensitiveModifiers: string[];
}

type ClassGroupUtils = { getClassGroupId(className: string): string | undefined };
type ParseClassName = (className: string) => {
  isExternal?: boolean;
  baseClassName: string;
  maybePostfixModifierPosition: number | undefined;
};

/** tailwind-merge as the kit installs it: its full configuration and its internal parser. */
async function kitTailwindMerge() {
  const require = createRequire(KIT_CN);
  const merge = (await import(require.resolve('tailwind-merge'))) as {
    getDefaultConfig(): MergeConfig;
  };
  // The parser and the class lookup the merge itself uses: exported for tests and tools under
  // this name, and pinned with the kit's exact tailwind-merge version. Build time only.
  const internals = (await import(require.resolve('tailwind-merge/unstable-do-not-import'))) as {
    createClassGroupUtils(config: MergeConfig): ClassGroupUtils;
    createParseClassName(config: MergeConfig): ParseClassName;
  };
  return { ...merge, ...internals };
}

/** Every candidate class name Tailwind's scanner finds under `sources`. */
export function scanClassNames(
  sources: readonly { base: string; pattern: string }[] = CLASS_SOURCES,
): string[] {
  const scanner = new Scanner({ sources: sources.map((source) => ({ ...source, negated: false })) });
  return scanner.scan();
}

/**
 * tailwind-merge's configuration for exactly `classNames`: each group they fall in, by the full
 * configuration, listing them by name; the conflicts between those groups as the full one has
 * them. A class outside the list is kept as it is, like any class tailwind-merge does not know.
 */
export async function liteConfig(classNames: readonly string[]): Promise<MergeConfig> {
  const { getDefaultConfig, createClassGroupUtils, createParseClassName } = await kitTailwindMerge();
  const full = getDefaultConfig();
  const lookup = createClassGroupUtils(full);
  const parse = createParseClassName(full);
  const groups = new Map<string, Set<string>>();
  for (const className of classNames) {
    const { isExternal, baseClassName, maybePostfixModifierPosition: at } = parse(className);
    if (isExternal) continue;
    // The merge looks a class up without its possible postfix (`/50`) first, then whole.
    const forms = at === undefined ? [baseClassName] : [baseClassName.slice(0, at), baseClassName];
    for (const form of forms) {
      const group = lookup.getClassGroupId(form);
      // Arbitrary properties (`[mask-type:alpha]`) are grouped by the engine itself.
      if (group === undefined || group.startsWith('arbitrary..')) continue;
      if (!groups.has(group)) groups.set(group, new Set());
      // The lookup reads a negative value (`-mb-px`) without its sign.
      groups.get(group)?.add(form.replace(/^-/, ''));
    }
  }
  const used = (ids: readonly string[] = []) => ids.filter((id) => groups.has(id));
  const byGroup = (table: Record<string, string[]>) =>
    Object.fromEntries([...groups.keys()].filter((id) => id in table).map((id) => [id, used(table[id])]));
  return {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups: Object.fromEntries([...groups].map(([id, names]) => [id, [...names].sort()])),
    conflictingClassGroups: byGroup(full.conflictingClassGroups),
    conflictingClassGroupModifiers: byGroup(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: used(full.postfixLookupClassGroups),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
  };
}

/** The Vite plugin: `tailwind-merge` in the app's build is the kit's own engine with `liteConfig`. */
export function tailwindMergeLite(): Plugin {
  let real: string | undefined;
  return {
    name: 'hangar:tailwind-merge-lite',
    apply: 'build',
    // Before Vite's own resolution, which would find the package.
    enforce: 'pre',
    async resolveId(id, importer) {
      if (id !== 'tailwind-merge') return null;
      if (importer !== LITE_ID) return LITE_ID;
      real ??= (await this.resolve('tailwind-merge', KIT_CN, { skipSelf: true }))?.id;
      return real ?? null;
    },
    async load(id) {
      if (id !== LITE_ID) return null;
      const config = await liteConfig(scanClassNames());
      const code = [
        "import { createTailwindMerge } from 'tailwind-merge';",
        "export * from 'tailwind-merge';",
        '// Generated by build/tailwind-merge-lite.ts: the classes of the app and the kit, by group.',
        `export const twMerge = createTailwindMerge(() => (${JSON.stringify(config)}));`,
      ].join('\n');
      // A map of its own (each line to itself), so the build's source maps, and the benchmarks
      // that read them (bench:transfer, bench:cpu), count these bytes as tailwind-merge's.
      const mappings = code
        .split('\n')
        .map((_, line) => (line === 0 ? 'AAAA' : 'AACA'))
        .join(';');
      return { code, map: { version: 3, sources: [LITE_ID], sourcesContent: [code], names: [], mappings } };
    },
  };
}
