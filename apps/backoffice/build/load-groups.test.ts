import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The app's real build (vite.config.ts, with its load groups), written to a temporary directory
// with Vite's manifest: which chunk each screen loads, and what each chunk imports.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[] };
let outDir: string;
let manifest: Record<string, Chunk>;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'hangar-load-groups-'));
  await build({
    configFile: path.join(appRoot, 'vite.config.ts'),
    root: appRoot,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The manifest key of the chunk holding `src` (a module) or named `name` (a group). */
const keyOf = (which: { src: string } | { group: string }) => {
  const key = Object.keys(manifest).find((k) =>
    'src' in which ? manifest[k]?.src === which.src : manifest[k]?.name === which.group,
  );
  if (!key) throw new Error(`no chunk for ${JSON.stringify(which)}`);
  return key;
};
/** Every chunk the browser loads to run `keys`: those and all they import. */
const loadedBy = (keys: string[]) => {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    stack.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
};
const GROUPS = ['app', 'shell', 'list'];
const signIn = () => loadedBy([keyOf({ src: 'index.html' }), keyOf({ src: 'src/sign-in.tsx' })]);

describe('the build’s load groups', () => {
  it('leave the sign-in page without any of the app’s chunks', () => {
    const names = [...signIn()].map((key) => manifest[key]?.name);
    for (const group of GROUPS) expect(names).not.toContain(group);
  });

  it('import only earlier groups and the sign-in page’s chunks: no cycle between chunks', () => {
    const allowed = signIn();
    for (const group of GROUPS) {
      const key = keyOf({ group });
      for (const imported of manifest[key]?.imports ?? []) expect(allowed).toContain(imported);
      allowed.add(key);
    }
  });

  it('load the course list in a dozen files, not thirty', () => {
    const files = loadedBy([
      keyOf({ src: 'index.html' }),
      keyOf({ group: 'app' }),
      keyOf({ group: 'shell' }),
      keyOf({ src: 'src/features/cursos/components/cursos-page/index.ts' }),
    ]);
    expect(files).toContain(keyOf({ group: 'list' }));
    // 12 when written (32 before the groups); room for a small module of a new screen or two.
    expect(files.size).toBeLessThanOrEqual(15);
  });
});
