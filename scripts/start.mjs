#!/usr/bin/env node
// `pnpm start`: build the back-office and the server, then run the compiled server (plain
// `node`, in this same process) serving the API and the built app. `--no-build` reuses the last
// builds (the server is still compiled if it never was).
// PORT (default 3000), HANGAR_DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of
// the embedded PGlite) are read by the server itself, from the environment or from `.env`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'apps/api/dist/main.js');
const build = !process.argv.includes('--no-build');

if (build) {
  const app = spawnSync('pnpm', ['--filter', '@hangar/backoffice', 'build'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build: under Vitest (NODE_ENV=test, the e2e set-up) the React plugin
    // would otherwise ship React's development JSX runtime, 2–3× slower per render.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (app.status !== 0) process.exit(app.status ?? 1);
}

if (build || !existsSync(serverEntry)) {
  const api = spawnSync('pnpm', ['--filter', '@hangar/api', 'build'], { cwd: root, stdio: 'inherit' });
  if (api.status !== 0) process.exit(api.status ?? 1);
}

// The server runs in this process: a second node would cost its own boot (~0.15 s of a start
// here) for nothing. What `node --enable-source-maps --env-file=.env dist/main.js` in apps/api
// would do, done here before it loads:
// - the settings file at the root (a copy of .env.example), if there is one; variables already
//   in the environment win over it (node's rule), so `PORT=4000 pnpm start` still works;
// - stack traces point into the TypeScript sources;
// - a production server unless NODE_ENV says otherwise;
// - the demo (accounts with public passwords, and data) on an empty database, unless HANGAR_DEMO
//   says otherwise or a first administrator is given (HANGAR_ADMIN_EMAIL: the operator asked for
//   that account, and the demo would have taken its place): this is the README's one command to
//   try Hangar. A deployed server runs dist/main.js itself, where the demo is off (docs/deploy.md).
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.HANGAR_DEMO ??= process.env.HANGAR_ADMIN_EMAIL ? 'false' : 'true';
process.setSourceMapsEnabled(true);
process.env.NODE_ENV ??= 'production';
// A path given relative is read from where `pnpm start` runs (the repository's root, where the
// README's commands and `.env` live), not from apps/api, where the server runs: `data2` was
// apps/api/data2 (an operator probe, 7 December).
for (const name of ['HANGAR_DATA_DIR', 'HANGAR_STATIC_DIR']) {
  const value = process.env[name];
  if (value && !path.isAbsolute(value)) process.env[name] = path.resolve(value);
}
process.chdir(path.join(root, 'apps/api'));
await import(pathToFileURL(serverEntry).href);
