#!/usr/bin/env node
// `pnpm --filter @hangar/api build`: compiles the server to one ES module, dist/main.js, so
// production runs plain `node dist/main.js` with no TypeScript tooling. Our workspace packages
// (@hangar/domain, @hangar/api-client) are bundled from their sources; every npm dependency
// stays an import, installed from this package's `dependencies`. The SQL migrations, read at
// run time beside the code, are copied to dist/migrations, and PGlite's thread (plain JS,
// pglite-worker.js and shortest-first.js) beside main.js. `node build.mjs <dir>` writes to <dir>
// instead of dist/ (the production-install test builds into its deployed copy).
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const outDir = path.resolve(process.argv[2] ?? path.join(here, 'dist'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@hangar/'));

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outdir: outDir,
  // main.ts imports serve.ts dynamically, and serve.ts the S3 storage, so that their npm imports
  // load after the database has started opening: split, each stays a chunk of its own. Chunks sit
  // beside main.js, so `import.meta.url` finds the migrations and PGlite's thread from each.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@hangar/source'],
  external,
  sourcemap: true,
  logLevel: 'warning',
});
await cp(path.join(here, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
// The embedded database's thread (and its queue), started by URL beside the code that starts it.
for (const file of ['pglite-worker.js', 'shortest-first.js']) {
  await cp(path.join(here, 'src/db', file), path.join(outDir, file));
}
