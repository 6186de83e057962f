// @ts-check
/**
 * The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly: a query runs
 * synchronously on the thread that asks it, so on the server's thread one heavy search held up
 * every other request, even those that never touch the database (issue 15: 4 heavy searches made
 * `userinfo` wait ~300 ms). Here it runs beside the event loop, which stays free.
 *
 * Plain JavaScript so that `node dist/main.js`, `tsx` (dev) and Vitest all start it as it is;
 * `db.ts` speaks to it (`createPgliteDb`) and `build.mjs` copies it beside `dist/main.js`.
 *
 * Messages in:  { id, op: 'query', sql, params, tx? } · { id, op: 'exec', sql, tx? }
 *               { id, op: 'begin' } · { id, op: 'end', tx, commit } · { id, op: 'listen', channel }
 *               { id, op: 'unlisten', listener } · { id, op: 'close' }
 * Messages out: { ready: true } once open, or { failed: error } · { id, ok: true, value }
 *               { id, ok: false, error } · { notify: listener, payload }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { shortestFirst } from './shortest-first.js';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** Dates (`date` columns) travel as `YYYY-MM-DD` strings; counts and bigints as numbers. */
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 };
// Passed per query as well: PGlite 0.5 applies per-query parsers over its defaults (a date column
// would otherwise become a JS Date at midnight UTC, unlike the `YYYY-MM-DD` of `pg`).
const parsers = {
  [OID.INT8]: (/** @type {string} */ v) => Number(v),
  [OID.NUMERIC]: (/** @type {string} */ v) => Number(v),
  [OID.DATE]: (/** @type {string} */ v) => v,
};

/** A DatabaseError's fields the server reads (`code` → 409/422) or logs, as plain data. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'where',
];

/** @param {unknown} error */
function plain(error) {
  const e = /** @type {Record<string, unknown>} */ (
    error instanceof Error ? error : { message: String(error) }
  );
  /** @type {Record<string, unknown>} */
  const out = { name: e.name, message: e.message, stack: e.stack };
  for (const key of ERROR_FIELDS) if (e[key] !== undefined) out[key] = e[key];
  return out;
}

/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

let pglite;
try {
  pglite = new PGlite({
    dataDir: workerData.dataDir,
    extensions: { pg_trgm },
    parsers,
    serializers: { [types.DATE]: (/** @type {unknown} */ v) => String(v) },
  });
  await pglite.waitReady;
} catch (error) {
  port.postMessage({ failed: plain(error) });
  process.exit(1);
}
const db = /** @type {PGlite} */ (pglite);

/**
 * Statements outside a transaction, and transactions whole, take their turn here: the shortest
 * expected first. A transaction's own statements run at once: it holds the connection.
 */
const queue = shortestFirst();
/** Open transactions by id: the `tx` PGlite hands its callback, and how to end it. */
const transactions = new Map();
/** Listeners by id: the function that stops each. */
const listeners = new Map();
let nextId = 1;

/**
 * Runs `fn` on the open transaction `tx`, or on the database in its turn.
 * @template T
 * @param {number | undefined} tx
 * @param {string} key the statement, whose past runs tell how long it should take
 * @param {(on: Pick<PGlite, 'query' | 'exec'>) => Promise<T>} fn
 */
function onTarget(tx, key, fn) {
  if (tx === undefined) return queue.run(key, () => fn(db));
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return fn(open.tx);
}

/** @param {any} msg */
async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const res = await onTarget(msg.tx, msg.sql, (on) => on.query(msg.sql, msg.params, { parsers }));
      return { rows: res.rows, rowCount: res.affectedRows ?? 0 };
    }
    case 'exec':
      await onTarget(msg.tx, msg.sql, (on) => on.exec(msg.sql));
      return undefined;
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(msg.tx);
      if (!open) throw new Error(`No open transaction ${msg.tx}`);
      open.finish(msg.commit);
      try {
        await open.done;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        transactions.delete(msg.tx);
      }
      return undefined;
    }
    case 'listen': {
      const id = nextId++;
      listeners.set(id, await db.listen(msg.channel, (payload) => port.postMessage({ notify: id, payload })));
      return id;
    }
    case 'unlisten': {
      const stop = listeners.get(msg.listener);
      listeners.delete(msg.listener);
      await stop?.();
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${msg.op}`);
  }
}

/**
 * Opens a transaction in its turn and answers with its id once BEGIN has run. It stays open, and
 * holds the queue, until an `end` message commits or rolls it back.
 * @returns {Promise<number>}
 */
function begin() {
  return new Promise((resolve, reject) => {
    queue.run('BEGIN', () => openTransaction(resolve)).catch(reject);
  });
}

/**
 * @param {(id: number) => void} onOpen
 * @returns {Promise<void>} settled when the transaction has ended; rejected only when it could not
 *   open (a failure after that is the `end`'s to report).
 */
function openTransaction(onOpen) {
  const id = nextId++;
  /** @type {{ tx: import('@electric-sql/pglite').Transaction | undefined, finish: (commit: boolean) => void, done: Promise<void> }} */
  const open = { tx: undefined, finish: () => {}, done: Promise.resolve() };
  const ended = new Promise((r) => {
    open.finish = r;
  });
  open.done = db.transaction(async (tx) => {
    open.tx = tx;
    transactions.set(id, open);
    onOpen(id);
    if (!(await ended)) throw ROLLBACK;
  });
  return open.done.catch((error) => {
    if (!transactions.has(id)) throw error;
  });
}

port.on('message', (msg) => {
  handle(msg).then(
    (value) => {
      port.postMessage({ id: msg.id, ok: true, value });
      if (msg.op === 'close') port.close();
    },
    (error) => port.postMessage({ id: msg.id, ok: false, error: plain(error) }),
  );
});
port.postMessage({ ready: true });
