/**
 * The server as an operator runs it (`src/main.ts` in a process of its own): a setting it cannot
 * use stops the start in one line; one server per PGlite data directory, whose files only its
 * owner may touch; a stop ends within its deadline; and it says so when a deployed database still
 * has demo accounts anyone can sign in with.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/server.mjs';
import { REPO_ROOT } from '../src/config.js';
import { DataDirInUse, LOCK_FILE, lockDataDir, prepareDataDir } from '../src/db/db.js';
import { passwordGrantBody } from './helper.js';

const work = mkdtempSync(path.join(tmpdir(), 'hangar-process-'));
// A file where a data directory is asked for.
writeFileSync(path.join(work, 'a-file'), '');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  errors(): string;
  exited: Promise<number | null>;
}

/** Starts the server from its sources; resolves once it listens, or has exited. */
async function start(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@hangar/source', 'apps/api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    },
  );
  children.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => children.delete(child));
  for (let i = 0; i < 600 && !out.includes('Hangar is running') && child.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  // The lines printed after the first one.
  await new Promise((r) => setTimeout(r, 300));
  return { child, port, output: () => out, errors: () => err, exited };
}

/** A request whose body stops coming after its first bytes, as a stalled upload's does. */
async function stalledRequest(port: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /oauth/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"grant_type":',
  );
  return socket;
}

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

describe('a setting the server cannot use', () => {
  it.each([
    [{ PORT: '70000' }, 'PORT must be a port number from 1 to 65535, got "70000"'],
    [{ DATABASE_URL: 'mysql://hangar:s3cret@127.0.0.1/hangar' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ HANGAR_CEP_PROVIDER: 'viacep' }, 'HANGAR_CEP_PROVIDER must be "offline" or "http", got "viacep"'],
    // Before, each of these ended in a stack trace (an operator probe, 7 December).
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL is one of fatal, error, warn, info, debug, trace, silent; got "verbose"',
    ],
    [{ HANGAR_TRUST_PROXY: 'yes' }, 'HANGAR_TRUST_PROXY is true, false, a number of proxies'],
    [
      { DATABASE_URL: 'postgres://hangar:s3cret@127.0.0.1:1/hangar' },
      'DATABASE_URL: cannot use the database hangar on 127.0.0.1:1 (connect ECONNREFUSED 127.0.0.1:1)',
    ],
    [
      { HANGAR_DATA_DIR: path.join(work, 'a-file') },
      `HANGAR_DATA_DIR ${path.join(work, 'a-file')} cannot be a directory`,
    ],
  ])('%o stops the start in one line naming it, exit code 1', { timeout: 60_000 }, async (env, message) => {
    const server = await start({ HANGAR_DATA_DIR: path.join(work, 'config'), ...env });
    expect(await server.exited).toBe(1);
    expect(server.errors()).toMatch(/^Hangar did not start\. .*\n$/);
    expect(server.errors()).toContain(message);
    expect(server.errors()).not.toContain('s3cret');
  });
});

describe('a port already in use', () => {
  it('stops the start in one line before the database is opened', { timeout: 60_000 }, async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const taken = (holder.address() as { port: number }).port;
    try {
      const dir = path.join(work, 'port-in-use');
      const server = await start({ HANGAR_DATA_DIR: dir, PORT: String(taken) });
      expect(await server.exited).toBe(1);
      expect(server.errors()).toBe(
        `Hangar did not start. PORT ${taken} is in use on 127.0.0.1 by another server\n`,
      );
      // Found before anything was opened: no database was made.
      expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });
});

describe('one server per PGlite data directory', () => {
  const dir = path.join(work, 'shared');

  it('the second server on a directory in use exits at once; one killed leaves a lock the next takes over; a stop past its deadline exits 1', {
    timeout: 180_000,
  }, async () => {
    // A directory others may write, as an operator might have made it.
    mkdirSync(dir, { mode: 0o777 });
    chmodSync(dir, 0o777);
    const first = await start({ HANGAR_DATA_DIR: dir, HANGAR_DEMO: 'true' });
    expect(first.output()).toContain(`Hangar is running at http://127.0.0.1:${first.port}`);
    expect(first.errors()).toContain(
      `HANGAR_DATA_DIR ${dir} was mode 777 (writable to other users); now 700`,
    );
    expect(mode(dir)).toBe('700');
    expect(mode(path.join(dir, 'pglite'))).toBe('700');
    expect(first.output()).toContain('admin@hangar.dev / hangar123');

    const started = performance.now();
    const second = await start({ HANGAR_DATA_DIR: dir, HANGAR_DEMO: 'true' });
    expect(await second.exited).toBe(1);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(second.errors()).toBe(
      `Hangar did not start. HANGAR_DATA_DIR ${dir} is in use by another Hangar server (pid ${first.child.pid})\n`,
    );
    expect(second.output()).not.toContain('Hangar is running');
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    // Killed: no chance to release its lock. The next start finds its holder gone.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    // Deployed now: no demo, and a first administrator left in the environment whose password
    // the domain would refuse, unused on a database with users.
    const third = await start({
      HANGAR_DATA_DIR: dir,
      HANGAR_ADMIN_EMAIL: 'secretaria@aeroclube.com.br',
      HANGAR_ADMIN_PASSWORD: 'curta',
      HANGAR_SHUTDOWN_TIMEOUT: '1',
    });
    expect(third.output()).toContain('Hangar is running');
    expect(third.output()).toContain('HANGAR_ADMIN_EMAIL not used: the database has users already');
    expect(third.errors()).toContain(
      'WARNING: demo accounts still sign in with the public demo password (README): admin@hangar.dev (Administrador), leitor@hangar.dev (Leitura).',
    );
    expect(third.output()).not.toContain('hangar123');

    // An upload whose client stalls: the stop waits for it no longer than its deadline.
    const socket = await stalledRequest(third.port);
    await new Promise((r) => setTimeout(r, 300));
    const stopping = performance.now();
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(1);
    expect(performance.now() - stopping).toBeLessThan(5000);
    socket.destroy();
    expect(third.output()).toContain(
      'Hangar stopping (SIGTERM): letting open requests finish, for at most 1 s',
    );
    expect(third.errors()).toContain('Hangar stopped (SIGTERM): requests still open after 1 s were cut off');
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});

describe('a database seeded with its first administrator', () => {
  const dir = path.join(work, 'deployed');

  it('warns of no demo account, prints none with HANGAR_DEMO=true, closes a stalled connection, and stops cleanly', {
    timeout: 120_000,
  }, async () => {
    const deployed = await start({
      HANGAR_DATA_DIR: dir,
      HANGAR_ADMIN_EMAIL: 'secretaria@aeroclube.com.br',
      HANGAR_ADMIN_PASSWORD: 'uma senha longa',
      HANGAR_IDLE_TIMEOUT: '1',
    });
    expect(deployed.output()).toContain('first administrator created: secretaria@aeroclube.com.br');
    expect(deployed.errors()).not.toContain('WARNING');

    // A body that stops coming: the connection is closed once silent for HANGAR_IDLE_TIMEOUT.
    const socket = await stalledRequest(deployed.port);
    const stalled = performance.now();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(performance.now() - stalled).toBeGreaterThan(900);
    expect(performance.now() - stalled).toBeLessThan(5000);
    deployed.child.kill('SIGTERM');
    expect(await deployed.exited).toBe(0);
    expect(deployed.output()).toContain('Hangar stopped (SIGTERM)\n');

    const demo = await start({ HANGAR_DATA_DIR: dir, HANGAR_DEMO: 'true' });
    expect(demo.output()).toContain('Hangar is running');
    expect(demo.output()).not.toContain('demo accounts');
    expect(demo.output()).not.toContain('hangar123');
    demo.child.kill('SIGTERM');
    expect(await demo.exited).toBe(0);
  });
});

/**
 * A disk that filled up while the server ran. Real, on a small tmpfs: mounting one needs root
 * (CI and these machines run as root), so elsewhere the case is skipped and says why.
 */
const smallDisk = path.join(work, 'small-disk');
const mountable = (() => {
  if (process.getuid?.() !== 0) return 'needs root, to mount a small tmpfs';
  mkdirSync(smallDisk, { recursive: true });
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=80m', 'tmpfs', smallDisk]);
  return mounted.status === 0 ? null : `mount failed: ${mounted.stderr}`;
})();
afterAll(() => {
  if (mountable === null) spawnSync('umount', ['-l', smallDisk]);
});

describe.skipIf(mountable !== null)(`a data directory whose disk is full ${mountable ?? ''}`, () => {
  it('refuses the start in one line saying so, and starts with the data kept once space is freed', {
    timeout: 120_000,
  }, async () => {
    const dir = path.join(smallDisk, 'data');
    const signIn = (port: number) =>
      fetch(`http://127.0.0.1:${port}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(passwordGrantBody()),
      });
    const first = await start({ HANGAR_DATA_DIR: dir, HANGAR_DEMO: 'true' });
    expect(first.output()).toContain('Hangar is running');
    // The disk fills up while it runs; a write then fails (a sign-in writes its tokens), and
    // the server goes down without a clean close, as a crash or the OOM killer would take it.
    const filler = path.join(smallDisk, 'filler');
    const avail = Number(
      spawnSync('df', ['-k', '--output=avail', smallDisk]).stdout.toString().split('\n')[1],
    );
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=1K', `count=${avail}`]);
    await signIn(first.port);
    first.child.kill('SIGKILL');
    await first.exited;

    const full = await start({ HANGAR_DATA_DIR: dir });
    expect(await full.exited).toBe(1);
    expect(full.errors()).toMatch(
      new RegExp(
        `^Hangar did not start\\. HANGAR_DATA_DIR ${dir} is out of disk space \\([\\d.]+ MB free\\): the database needs about 16 MB free to open\\. Free some space and start again; the data is kept\\.\\n$`,
      ),
    );

    rmSync(filler);
    const freed = await start({ HANGAR_DATA_DIR: dir });
    expect(freed.output()).toContain('Hangar is running');
    const signedIn = await signIn(freed.port);
    expect(signedIn.status).toBe(200);
    freed.child.kill('SIGTERM');
    expect(await freed.exited).toBe(0);
  });
});

describe('lockDataDir', () => {
  it('refuses a directory this process holds, and releases only its own lock', () => {
    const dir = mkdtempSync(path.join(work, 'lock-'));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
    expect(() => lockDataDir(dir)).toThrow(`is in use by another Hangar server (pid ${process.pid})`);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    const again = lockDataDir(dir);
    // Taken over meanwhile (this process judged gone): the release leaves the other's lock.
    writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: 1, host: 'outro' }));
    again();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('takes over the lock of a process that is gone, or a half-written one; not another host’s', () => {
    const dir = mkdtempSync(path.join(work, 'lock-'));
    const file = path.join(dir, LOCK_FILE);
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(file, JSON.stringify({ pid: gone, host: hostname() }));
    lockDataDir(dir)();
    writeFileSync(file, '{"pid":');
    lockDataDir(dir)();
    writeFileSync(file, JSON.stringify({ pid: gone, host: 'servidor-2' }));
    expect(() => lockDataDir(dir)).toThrow(`(pid ${gone} on host servidor-2)`);
  });

  it('takes over a lock copied with the directory from another one whose live server holds it', () => {
    // A backup of a running server's directory, restored beside it: the copy's lock names a live
    // pid, so the restored copy could not start (an operator probe, 7 December).
    const original = mkdtempSync(path.join(work, 'lock-'));
    const release = lockDataDir(original);
    const copy = mkdtempSync(path.join(work, 'lock-copy-'));
    copyFileSync(path.join(original, LOCK_FILE), path.join(copy, LOCK_FILE));
    lockDataDir(copy)();
    // The original stays locked.
    expect(() => lockDataDir(original)).toThrow(DataDirInUse);
    release();
  });
});

describe('prepareDataDir', () => {
  it('creates the directories for their owner only, and tightens loose ones', () => {
    const dir = path.join(work, 'fresh', 'data');
    expect(prepareDataDir(dir)).toEqual([]);
    expect(mode(dir)).toBe('700');
    expect(mode(path.join(dir, 'pglite'))).toBe('700');
    // Readable by others is the operator's choice for the top; writable is not, nor is an open pglite/.
    chmodSync(dir, 0o755);
    expect(prepareDataDir(dir)).toEqual([]);
    chmodSync(dir, 0o775);
    chmodSync(path.join(dir, 'pglite'), 0o755);
    expect(prepareDataDir(dir)).toEqual([
      `HANGAR_DATA_DIR ${dir} was mode 775 (writable to other users); now 700`,
      `the PGlite directory ${path.join(dir, 'pglite')} was mode 755 (open to other users); now 700`,
    ]);
    expect(mode(dir)).toBe('700');
  });
});
