/**
 * The one database interface the server uses: the same SQL runs on embedded PGlite and on a
 * PostgreSQL server (through `pg`). Parameters are `$1, $2…`.
 */
import {
  chmodSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type pg from 'pg';
import { isDatabaseUnavailable } from './unavailable.js';

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted (0 for a SELECT on PGlite). */
  rowCount: number;
}

export interface Db {
  /** Runs one statement with `$n` parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. Inside,
   * use the `tx` it receives; nested calls on `tx` join the same transaction.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `handlers.notify` with the payload of each NOTIFY on `channel`, after its writer's
   * commit. `lost` means notifications may go unseen (the listening connection dropped);
   * `restored` that they arrive again (it reconnects by itself). Resolves to a function that stops
   * listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Releases the connection(s). */
  close(): Promise<void>;
  /** `pglite` or `postgres`, for logs. */
  readonly kind: 'pglite' | 'postgres';
}

export interface ListenHandlers {
  notify(payload: string): void;
  lost(): void;
  restored(): void;
}

const CHANNEL = /^[a-z_]+$/;

/** Dates (`date` columns) travel as `YYYY-MM-DD` strings; counts and bigints as numbers. */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** What the PGlite thread answers (see `pglite-worker.js`). */
type WorkerMessage =
  | { ready: true }
  | { failed: Record<string, unknown> }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown> }
  | { notify: number; payload: string };

/** Rebuilds a database error sent across threads: message and stack, `code`, `constraint`… */
function revive(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** A database usable at once, and when it can answer (`startPgliteDb`). */
export interface OpeningDb {
  db: Db;
  ready: Promise<void>;
}

export interface PgliteOptions {
  /**
   * Called once if the database's thread ends without `close()` (a WebAssembly abort, an out of
   * memory): from then on every call fails. The server exits on it (main.ts), so that whoever
   * started it sees why and can start it again, rather than answering 500 to every request.
   */
  onStopped?: (error: Error) => void;
  /** The thread's script. Tests only: a stand-in that stops on purpose. */
  workerUrl?: URL;
}

/**
 * Embedded PostgreSQL (PGlite), on a worker thread of its own (`pglite-worker.js`) so that a long
 * query never blocks the event loop. `dataDir` undefined → in memory (tests). PGlite is one
 * connection: statements run one at a time, and a transaction holds it until it ends.
 */
export async function createPgliteDb(dataDir?: string, options: PgliteOptions = {}): Promise<Db> {
  const { db, ready } = startPgliteDb(dataDir, options);
  await ready;
  return db;
}

/**
 * `createPgliteDb` without the wait: the database is usable at once, its calls waiting for the
 * thread to open it (~0.7 s on an existing data dir), and `ready` settles once it has (or could
 * not). The server starts so, and loads its code and builds its routes meanwhile.
 */
export function startPgliteDb(dataDir?: string, options: PgliteOptions = {}): OpeningDb {
  const worker = new Worker(options.workerUrl ?? new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let closing = false;
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (msg: WorkerMessage) => {
      if ('ready' in msg) {
        // Like an in-process database, the thread keeps the process alive only while it works.
        worker.unref();
        return resolve();
      }
      if ('failed' in msg) return reject(revive(msg.failed));
      if ('notify' in msg) return listeners.get(msg.notify)?.(msg.payload);
      const call = pending.get(msg.id);
      pending.delete(msg.id);
      if (pending.size === 0) worker.unref();
      if (msg.ok) call?.resolve(msg.value);
      else call?.reject(revive(msg.error));
    });
    // The thread gone (a WebAssembly abort, say): what waits fails now, what comes fails at once.
    const end = (error: Error) => {
      if (stopped) return;
      stopped = error;
      reject(error);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      if (!closing) options.onStopped?.(error);
    };
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`The embedded database stopped (thread exit ${code})`)));
  });
  let open = false;
  ready.then(
    () => {
      open = true;
    },
    () => {},
  );

  const call = <T>(msg: Record<string, unknown>): Promise<T> => {
    if (!open && !stopped) return ready.then(() => call<T>(msg));
    if (stopped) return Promise.reject(closing ? new Error('The embedded database is closed') : stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...msg, id });
    });
  };

  const wrap = (tx: number | undefined): Db => {
    const db: Db = {
      kind: 'pglite',
      query<T>(sql: string, params: readonly unknown[] = []) {
        return call<QueryResult<T>>({ op: 'query', sql, params, tx });
      },
      exec(sql) {
        return call<void>({ op: 'exec', sql, tx });
      },
      async transaction(fn) {
        if (tx !== undefined) return fn(db);
        const id = await call<number>({ op: 'begin' });
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          result = await fn(wrap(id));
        } catch (error) {
          await call({ op: 'end', tx: id, commit: false }).catch(() => {});
          throw error;
        }
        await call({ op: 'end', tx: id, commit: true });
        return result;
      },
      async listen(channel, handlers) {
        // One embedded instance, one process: nothing can be missed, nothing reconnects.
        const listener = await call<number>({ op: 'listen', channel });
        listeners.set(listener, (payload) => handlers.notify(payload));
        return async () => {
          listeners.delete(listener);
          await call({ op: 'unlisten', listener }).catch(() => {});
        };
      },
      async close() {
        if (tx !== undefined || closing) return;
        closing = true;
        await call({ op: 'close' }).catch(() => {});
        stopped = new Error('The embedded database is closed');
        await worker.terminate();
      },
    };
    return db;
  };
  return { db: wrap(undefined), ready };
}

/** A PostgreSQL server through a `pg` pool (`DATABASE_URL`). */
export async function createPgDb(
  connectionString: string,
  options: { max?: number; connectionTimeoutMillis?: number; queryTimeoutMillis?: number } = {},
): Promise<Db> {
  const queryTimeout = options.queryTimeoutMillis ?? 30_000;
  const typeParsers: Record<number, (v: string) => unknown> = {
    [OID.INT8]: (v) => Number(v),
    [OID.NUMERIC]: (v) => Number(v),
    [OID.DATE]: (v) => v,
  };
  // Imported here: a server on PGlite never loads the driver (~80 ms at start).
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // A server that does not answer (the network between them cut) fails the request in 5 s,
    // as 503 (`isDatabaseUnavailable`), where pg's default waits for ever and every request
    // hung; the wait for a free connection of a full pool is bounded by the same.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    // A server that stalls once connected (the network cut mid-query, the host frozen) fails the
    // statement after `queryTimeout` ('Query read timeout': 503 like the above), where it held its
    // request, and a stop waiting for it, for ever. The connection is then discarded (its state
    // is unknown). The server cancels the statement itself a second later, so the work of one the
    // client gave up on does not go on; a slow statement is normally ended by the client first.
    query_timeout: queryTimeout,
    statement_timeout: queryTimeout + 1000,
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        typeParsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', () => {});
  const wrap = (q: pg.Pool | pg.PoolClient, inTx: boolean): Db => {
    const db: Db = {
      kind: 'postgres',
      async query<T>(sql: string, params: readonly unknown[] = []) {
        const res = await q.query(sql, params as unknown[]);
        return { rows: res.rows as T[], rowCount: res.rowCount ?? 0 };
      },
      async exec(sql) {
        await q.query(sql);
      },
      async transaction(fn) {
        if (inTx) return fn(db);
        const client = await pool.connect();
        // A connection lost or stalled (a statement timed out) is not asked to roll back, which
        // would wait as long again, nor handed back to the pool: it is closed, and the server
        // rolls the transaction back when it sees it gone.
        let broken: Error | undefined;
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client, true));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = error as Error;
          else await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release(broken);
        }
      },
      async listen(channel, handlers) {
        if (!CHANNEL.test(channel)) throw new Error(`Invalid channel: ${channel}`);
        // A connection of its own, outside the pool: it must stay in LISTEN for the process's life.
        let client: pg.Client | null = null;
        let stopped = false;
        let retry: NodeJS.Timeout | undefined;
        const connect = async () => {
          // Bounded like the pool's: a server that says nothing fails this attempt, and the
          // next one a second later, where an unbounded connect waited for ever and the feed
          // stayed deaf (nothing kept in memory) after the network came back.
          const c = new pg.Client({
            connectionString,
            connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
            query_timeout: queryTimeout,
            keepAlive: true,
          });
          c.on('error', () => {});
          c.on('notification', (m) => {
            if (m.channel === channel) handlers.notify(m.payload ?? '');
          });
          c.on('end', () => {
            if (stopped || client !== c) return;
            client = null;
            handlers.lost();
            schedule();
          });
          try {
            await c.connect();
            await c.query(`LISTEN ${channel}`);
          } catch (error) {
            await c.end().catch(() => {});
            throw error;
          }
          if (stopped) return void (await c.end().catch(() => {}));
          client = c;
          handlers.restored();
        };
        const schedule = () => {
          retry = setTimeout(() => {
            if (!stopped) connect().catch(schedule);
          }, 1000);
          retry.unref();
        };
        await connect();
        return async () => {
          stopped = true;
          clearTimeout(retry);
          await client?.end().catch(() => {});
        };
      },
      async close() {
        if (!inTx) await pool.end();
      },
    };
    return db;
  };
  // Fail early with a clear error when the server does not answer.
  await pool.query('SELECT 1');
  return wrap(pool, false);
}

/**
 * The lock file in `HANGAR_DATA_DIR` while a server has its PGlite database open. Written here,
 * not with proper-lockfile: its locks go stale by age (the holder refreshes an mtime every few
 * seconds), so a start after a crash would wait out the stale age, over the 2 s start-up goal,
 * where a holder's pid, checked against /proc, says at once whether it still runs.
 */
export const LOCK_FILE = 'hangar.lock';

/** Refuses the start: another live server holds the data directory (`lockDataDir`). */
export class DataDirInUse extends Error {}

/** Who holds a lock: enough to tell, on Linux, a live holder from a pid reused since. */
interface LockHolder {
  pid: number;
  host: string;
  /** `/proc/sys/kernel/random/boot_id`: a lock from before a reboot is stale. */
  boot?: string;
  /** The holder's start in clock ticks since boot (`/proc/<pid>/stat`): a reused pid differs. */
  started?: string;
  /**
   * The directory it locked (real path): a lock found in another directory came with a copy of
   * the data (a backup restored while its server runs on the original) and holds nothing here.
   */
  dir?: string;
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of `/proc/<pid>/stat` (after the parenthesised command name, which may hold spaces). */
function startTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the lock's holder is gone: its pid not running, or running another process since; or
 * the lock was copied with the directory from `holder.dir` (its holder locks that one, not `dir`).
 */
function stale(holder: LockHolder, dir: string): boolean {
  // Another machine's lock (a shared network disk, perhaps mounted at another path there): its
  // process cannot be seen from here.
  if (holder.host !== hostname()) return false;
  if (holder.dir !== undefined && holder.dir !== realDir(dir)) return true;
  const boot = readProc('/proc/sys/kernel/random/boot_id');
  if (holder.boot && boot && holder.boot !== boot) return true;
  if (!alive(holder.pid)) return true;
  const started = startTime(holder.pid);
  return Boolean(holder.started && started && holder.started !== started);
}

function realDir(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.host === 'string' ? holder : null;
  } catch {
    return null;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Takes `dir`'s lock for this process: `<dir>/hangar.lock`, created exclusively (O_EXCL), holding
 * its pid. PGlite is one process's database: two servers on one directory would both hand out
 * the same ids, and one's writes be lost on the next start. A lock whose holder is no longer
 * running (killed, the machine restarted) is taken over. Throws `DataDirInUse` while a live
 * server holds it; returns the function that releases it (main.ts calls it on exit).
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    boot: readProc('/proc/sys/kernel/random/boot_id'),
    started: startTime(process.pid),
    dir: realDir(dir),
  } satisfies LockHolder);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        // Only our own: a server that took it over as stale (this one frozen for long) keeps its.
        if (readProc(file) === mine) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        // Created but not written (a full disk): ours, and no holder's, so not left behind
        // for the next start to wait on.
        const left = readProc(file);
        if (left !== undefined && parseHolder(left) === null) rmSync(file, { force: true });
        throw error;
      }
    }
    const text = readProc(file);
    if (text === undefined) continue; // released meanwhile
    const holder = parseHolder(text);
    if (holder === null) {
      // Being written this instant by its creator (or left half-written by a crash): look again.
      if (attempt < 10) {
        pause(20);
        continue;
      }
    } else if (!stale(holder, dir)) {
      const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
      throw new DataDirInUse(
        `HANGAR_DATA_DIR ${dir} is in use by another Hangar server (pid ${holder.pid}${where})`,
      );
    }
    breakStaleLock(file, text);
  }
  throw new Error(`Could not take the lock ${file}`);
}

/**
 * Removes a stale lock, if it still holds `seen`: under a second lock, so that two servers that
 * both found it stale cannot remove the one the faster of them has just taken.
 */
function breakStaleLock(file: string, seen: string): void {
  const guard = `${file}.break`;
  try {
    writeFileSync(guard, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      if (readProc(guard) === '') rmSync(guard, { force: true }); // created, not written
      throw error;
    }
    // Another server is at it, for an instant; a guard left for seconds is a crash's.
    const age = Date.now() - (statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 5000) rmSync(guard, { force: true });
    else pause(20);
    return;
  }
  try {
    if (readProc(file) === seen) unlinkSync(file);
  } finally {
    rmSync(guard, { force: true });
  }
}

/**
 * Creates `dir` (HANGAR_DATA_DIR) and `dir/pglite` with mode 0700 (owner only: PGlite's files are
 * created world-writable, and the database holds password and token hashes), and tightens them
 * when they exist: `dir` when group or others may write it, `pglite/` when they may enter it.
 * Returns one line per directory changed, for the operator.
 */
export function prepareDataDir(dir: string, { pglite = true }: { pglite?: boolean } = {}): string[] {
  const changed: string[] = [];
  const tighten = (target: string, loose: number, what: string) => {
    mkdirSync(target, { recursive: true, mode: 0o700 });
    const mode = statSync(target).mode & 0o777;
    if ((mode & loose) === 0) return;
    chmodSync(target, 0o700);
    const was = mode.toString(8).padStart(3, '0');
    changed.push(
      `${what} ${target} was mode ${was} (${loose === 0o022 ? 'writable' : 'open'} to other users); now 700`,
    );
  };
  tighten(dir, 0o022, 'HANGAR_DATA_DIR');
  if (pglite) tighten(path.join(dir, 'pglite'), 0o077, 'the PGlite directory');
  return changed;
}
