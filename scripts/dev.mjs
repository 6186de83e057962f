#!/usr/bin/env node
// `pnpm dev`: the API on :3000 (restarts on change) and the Vite dev server on :5173, which
// proxies /api and /oauth to it. Ctrl-C stops both. An empty database gets the demo, as with
// `pnpm start` (HANGAR_DEMO=false turns it off).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('pnpm', ['--filter', '@hangar/api', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HANGAR_DEMO: process.env.HANGAR_DEMO ?? 'true' },
  }),
  spawn('pnpm', ['--filter', '@hangar/backoffice', 'dev'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
