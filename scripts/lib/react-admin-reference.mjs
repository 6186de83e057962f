// The react-admin reference of the issue-15 benches (scripts/react-admin-reference/: react-admin 5
// + MUI, pinned): installed from the registry into ~/.cache/hangar-bench/ (reused while its
// sources are unchanged), built with Vite and precompressed like Hangar's build, so Hangar's
// server can serve it (`HANGAR_STATIC_DIR`) over the same API and data.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The token key the reference keeps its session under (localStorage). */
export const REFERENCE_TOKEN_KEY = 'hangar-reference.token';

export function run(cmd, args, cwd) {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (res.status !== 0)
    throw new Error(
      `${cmd} ${args.join(' ')} failed:\n${res.stdout.slice(-3000)}\n${res.stderr.slice(-3000)}`,
    );
}

/** Writes .br (quality 11) and .gz (level 9) beside each text asset over 1 kB, as Hangar's build does (apps/backoffice/build/precompress.ts). */
export function precompress(dir) {
  for (const file of readdirSync(dir, { recursive: true })) {
    const full = path.join(dir, file);
    if (!/\.(js|css|html|svg|json)$/.test(file) || !statSync(full).isFile()) continue;
    const body = readFileSync(full);
    if (body.length < 1024) continue;
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** Installs and builds the react-admin reference once per version of its sources; returns its dist. */
export function referenceBuild() {
  const source = path.join(root, 'scripts/react-admin-reference');
  const hash = createHash('sha256');
  for (const f of ['package.json', 'index.html', 'vite.config.mjs', 'src/main.jsx'])
    hash.update(readFileSync(path.join(source, f)));
  const dir = path.join(homedir(), '.cache/hangar-bench', `react-admin-${hash.digest('hex').slice(0, 12)}`);
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(source, dir, { recursive: true });
  // Its own pnpm root (outside the workspace); pnpm 12 runs only the install scripts named here.
  writeFileSync(
    path.join(dir, 'pnpm-workspace.yaml'),
    'allowBuilds:\n  esbuild: true\n  core-js-pure: false\n',
  );
  console.log(`installing the react-admin reference from the registry into ${dir} …`);
  run('pnpm', ['install', '--no-frozen-lockfile'], dir);
  run('pnpm', ['run', 'build'], dir);
  precompress(dist);
  return dist;
}

/** Bytes of gzipped JS in a build's assets. */
export const gzipOf = (dir) =>
  readdirSync(path.join(dir, 'assets'))
    .filter((f) => f.endsWith('.js.gz'))
    .reduce((n, f) => n + statSync(path.join(dir, 'assets', f)).size, 0);
