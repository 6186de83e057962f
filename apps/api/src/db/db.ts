/**
 * The one database interface the server uses: the same SQL runs on embedded PGlite and on a
 * PostgreSQL server (through `pg`). Parameters are `$1, $2…`.
 */
import { Worker } from 'node:worker_threads';
import type pg from 'pg';

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
  options: { max?: number; connectionTimeoutMillis?: number } = {},
): Promise<Db> {
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
        try {
          await client.query('BEGIN');
          const result = await fn(wrap(client, true));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      async listen(channel, handlers) {
        if (!CHANNEL.test(channel)) throw new Error(`Invalid channel: ${channel}`);
        // A connection of its own, outside the pool: it must stay in LISTEN for the process's life.
        let client: pg.Client | null = null;
        let stopped = false;
        let retry: NodeJS.Timeout | undefined;
        const connect = async () => {
          const c = new pg.Client({ connectionString });
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
