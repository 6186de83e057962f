/**
 * The one database interface the server uses: the same SQL runs on embedded PGlite and on a
 * PostgreSQL server (through `pg`). Parameters are `$1, $2…`.
 */
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

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

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined → in memory (tests).
 * PGlite is one connection with an internal mutex, so a transaction holds it exclusively.
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  // Passed per query: PGlite 0.5 applies per-query parsers over its defaults (a date column
  // would otherwise become a JS Date at midnight UTC, unlike the `YYYY-MM-DD` of `pg` below).
  const parsers = {
    [OID.INT8]: (v: string) => Number(v),
    [OID.NUMERIC]: (v: string) => Number(v),
    [OID.DATE]: (v: string) => v,
  };
  const pglite = new PGlite(dataDir, {
    parsers,
    serializers: { [pgliteTypes.DATE]: (v: unknown) => String(v) },
  });
  await pglite.waitReady;
  type Queryable = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (q: Queryable, inTx: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      async query<T>(sql: string, params: readonly unknown[] = []) {
        const res = await q.query<T>(sql, params as unknown[], { parsers });
        return { rows: res.rows, rowCount: res.affectedRows ?? 0 };
      },
      async exec(sql) {
        await q.exec(sql);
      },
      transaction(fn) {
        if (inTx) return fn(db);
        return pglite.transaction((tx) => fn(wrap(tx, true)));
      },
      async listen(channel, handlers) {
        // One embedded instance, one process: nothing can be missed, nothing reconnects.
        return pglite.listen(channel, (payload) => handlers.notify(payload));
      },
      async close() {
        if (!inTx) await pglite.close();
      },
    };
    return db;
  };
  return wrap(pglite, false);
}

/** A PostgreSQL server through a `pg` pool (`DATABASE_URL`). */
export async function createPgDb(connectionString: string, options: { max?: number } = {}): Promise<Db> {
  const typeParsers: Record<number, (v: string) => unknown> = {
    [OID.INT8]: (v) => Number(v),
    [OID.NUMERIC]: (v) => Number(v),
    [OID.DATE]: (v) => v,
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
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
