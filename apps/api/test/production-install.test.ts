/**
 * The server runs as built (issue 17): a production install of @hangar/api (`pnpm deploy
 * --prod`: its `dependencies` only, no TypeScript, tsx or esbuild) starts the compiled
 * dist/main.js, migrates an empty PGlite, and serves the API. Deployed, it seeds no demo (whose
 * passwords are public): it refuses an empty database until given its first administrator.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, signIn } from '../../../scripts/lib/server.mjs';
import { REPO_ROOT } from '../src/config.js';

const work = mkdtempSync(path.join(tmpdir(), 'hangar-prod-'));
const deployed = path.join(work, 'api');
let server: ReturnType<typeof spawn> | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

it('a production install starts the compiled server without dev tools', { timeout: 120_000 }, async () => {
  const run = (cmd: string, args: string[], cwd = REPO_ROOT) =>
    execFileSync(cmd, args, { cwd, stdio: 'pipe' });
  // A retry starts from an empty directory (pnpm deploy refuses a non-empty one). Packages come
  // from the store; metadata the lockfile does not carry (a peer's, such as lib-storage's on
  // client-s3) may still need one request to the registry on a fresh machine.
  rmSync(deployed, { recursive: true, force: true });
  run('pnpm', ['--filter', '@hangar/api', 'deploy', '--prod', '--prefer-offline', deployed]);
  run(process.execPath, [path.join(REPO_ROOT, 'apps/api/build.mjs'), path.join(deployed, 'dist')]);
  for (const tool of ['tsx', 'typescript', 'esbuild', 'vite']) {
    expect(existsSync(path.join(deployed, 'node_modules', tool)), tool).toBe(false);
  }

  // A deployed server on an empty database, given no first user: it says what to set, and stops.
  const start = (env: Record<string, string>) =>
    spawn(process.execPath, ['dist/main.js'], {
      cwd: deployed,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', HANGAR_DATA_DIR: path.join(work, 'data'), ...env },
    });
  const refused = start({ PORT: String(await freePort()) });
  let refusal = '';
  refused.stderr?.on('data', (d) => (refusal += d));
  const code = await new Promise((resolve) => refused.once('exit', resolve));
  expect(code).toBe(1);
  expect(refusal).toContain('HANGAR_ADMIN_EMAIL and HANGAR_ADMIN_PASSWORD');
  expect(refusal).not.toContain('    at '); // a message, not a stack

  const port = await freePort();
  let output = '';
  server = start({
    PORT: String(port),
    HANGAR_ADMIN_EMAIL: 'secretaria@aeroclube.com.br',
    HANGAR_ADMIN_PASSWORD: 'uma senha longa',
  });
  server.stdout?.on('data', (d) => (output += d));
  server.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && !output.includes('Hangar is running'); i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(output).toContain('Hangar is running');
  // The summary's next lines may come in a later chunk of output than its first.
  await expect.poll(() => output).toContain('first administrator created: secretaria@aeroclube.com.br');
  // No demo: its accounts (public passwords) do not exist, nor are they printed.
  expect(output).not.toContain('hangar123');
  await expect(signIn(url)).rejects.toThrow('401');

  const token = await signIn(url, { username: 'secretaria@aeroclube.com.br', password: 'uma senha longa' });
  const res = await fetch(`${url}/api/curso?page=1&per_page=15`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect((await res.json()).data.total).toBe(0);
  const me = await fetch(`${url}/api/perfil?page=1&per_page=15`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.status).toBe(200);
});
