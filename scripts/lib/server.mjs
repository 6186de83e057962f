// Starts `pnpm start`'s server (scripts/start.mjs) on a free loopback port with a throw-away
// data directory, for the end-to-end tests and the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Asks the OS for a free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Servers this process started and has not stopped yet. */
const running = new Set();
let stopsWithThisProcess = false;

/**
 * Stops `child` with this process, however it ends. A server left behind keeps its port, its
 * data directory and a share of the CPU, which skews every benchmark run after it (seen: a
 * benchmark piped into `head` died of EPIPE and left two servers, one at 20% CPU).
 */
function stopWithThisProcess(child) {
  if (!stopsWithThisProcess) {
    stopsWithThisProcess = true;
    // A normal end, process.exit() and an uncaught error all run 'exit' (synchronous: a signal
    // is all that can be sent; the server, run by `start.mjs` in its process, closes on SIGTERM).
    process.once('exit', () => {
      for (const server of running) server.kill('SIGTERM');
    });
    // A signal's default action ends Node without 'exit' (`timeout` sends SIGTERM, a closed
    // terminal SIGHUP): end through process.exit, unless someone else handles the signal.
    for (const signal of ['SIGTERM', 'SIGHUP']) {
      process.once(signal, () => {
        if (process.listenerCount(signal) === 0) process.exit(128 + constants.signals[signal]);
      });
    }
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/** The demo administrator and the development OAuth client (README), for scripts that sign in. */
export const DEMO_ADMIN = { username: 'admin@hangar.dev', password: 'hangar123' };
export const DEV_CLIENT = { client_id: 2, client_secret: 'hangar-dev-secret' };

/**
 * Signs in with the password grant at `baseUrl` (the demo administrator by default) and returns
 * the access token; throws with the server's answer when it is not 200.
 */
export async function signIn(baseUrl, user = DEMO_ADMIN) {
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ grant_type: 'password', ...DEV_CLIENT, ...user }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return (await res.json()).access_token;
}

/**
 * `startedMs` is the time from spawning the process to its first 200 (to within `pollMs`, the
 * interval between readiness probes); with `build` it includes the build of the app.
 *
 * `readyPath` is probed until it answers: the SPA's sign-in page by default (200), or an API path
 * for a server without the app (any answer below 500, e.g. 401 without a token).
 *
 * @param {{ build?: boolean, env?: Record<string, string>, timeoutMs?: number, pollMs?: number, readyPath?: string }} [options]
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, output: () => string, startedMs: number }>}
 */
export async function startHangar({
  build = true,
  env = {},
  timeoutMs = 180_000,
  pollMs = 250,
  readyPath = '/auth/login',
} = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hangar-'));
  let output = '';
  const args = [path.join(root, 'scripts/start.mjs')];
  if (!build) args.push('--no-build');
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HANGAR_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopWithThisProcess(child);
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Hangar exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (readyPath === '/auth/login' ? res.ok : res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Hangar did not answer on ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const startedMs = Math.round(performance.now() - spawnedAt);
  return {
    url,
    startedMs,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
