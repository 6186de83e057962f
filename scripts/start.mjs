#!/usr/bin/env node
// `pnpm start`: build the back-office, then run ONE process serving the API and the built app.
// PORT (default 3000), HANGAR_DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of
// the embedded PGlite) are read by the server itself.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('pnpm', ['--filter', '@hangar/backoffice', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--conditions=@hangar/source', '--import', 'tsx', path.join(root, 'apps/api/src/main.ts')],
  {
    cwd: path.join(root, 'apps/api'),
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
