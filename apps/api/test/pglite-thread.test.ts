/**
 * The embedded database runs on a thread of its own (`src/db/pglite-worker.js`): a long statement
 * must leave the server's event loop free (issue 15: four heavy searches held every request for
 * ~300 ms), and across the thread it must behave as the in-process PGlite did: transactions commit
 * or roll back, errors keep their SQLSTATE (the server maps 23505 to 409), NOTIFY arrives.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db, startPgliteDb } from '../src/db/db.js';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec('CREATE TABLE t (id int PRIMARY KEY, d date, n bigint)');
});
afterAll(() => db.close());

describe('PGlite on its own thread', () => {
  it('keeps the event loop turning while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      // Seconds of work inside PGlite; on the event loop's thread no tick could run meanwhile.
      const started = performance.now();
      const { rows } = await db.query<{ n: number }>(
        'SELECT count(*) AS n FROM generate_series(1, 3000000) g WHERE g % 7 = 0',
      );
      expect(rows[0]?.n).toBe(428_571);
      const ranMs = performance.now() - started;
      // At least one tick every ~20 ms of the statement (5 ms asked: generous for a busy machine).
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(ranMs / 20));
      expect(ticks).toBeGreaterThan(3);
    } finally {
      clearInterval(timer);
    }
  });

  it('reads dates as YYYY-MM-DD and bigints as numbers, as pg does', async () => {
    await db.query('INSERT INTO t (id, d, n) VALUES ($1, $2, $3)', [1, '2026-03-02', 5]);
    const { rows } = await db.query('SELECT d, n, count(*) OVER () AS total FROM t WHERE id = 1');
    expect(rows).toEqual([{ d: '2026-03-02', n: 5, total: 1 }]);
  });

  it('keeps a SQLSTATE and its constraint across the thread', async () => {
    const error = await db.query('INSERT INTO t (id) VALUES (1)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction, joins nested ones, and rolls back on a throw', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (2)');
      await tx.transaction((inner) => inner.query('INSERT INTO t (id) VALUES (3)'));
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (4)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement aborts the transaction; the rollback leaves nothing behind.
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (5)');
        await tx.query('INSERT INTO t (id) VALUES (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ id: number }>('SELECT id FROM t ORDER BY id');
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('delivers NOTIFY after the commit, and stops when asked', async () => {
    const seen: string[] = [];
    const stop = await db.listen('hangar_test', {
      notify: (payload) => seen.push(payload),
      lost: () => {},
      restored: () => {},
    });
    await db.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('hangar_test', 'one')");
      expect(seen).toEqual([]);
    });
    await db.query('SELECT 1');
    expect(seen).toEqual(['one']);
    await stop();
    await db.query("SELECT pg_notify('hangar_test', 'two')");
    await db.query('SELECT 1');
    expect(seen).toEqual(['one']);
  });

  it('takes calls while it opens and answers them once open (the server starts so)', async () => {
    const { db: opening, ready } = startPgliteDb();
    let open = false;
    void ready.then(() => {
      open = true;
    });
    const asked = opening.query<{ n: number }>('SELECT 1 AS n');
    expect(open).toBe(false);
    expect((await asked).rows).toEqual([{ n: 1 }]);
    expect(open).toBe(true);
    await opening.close();
  });

  it('fails the calls made while it opens when it cannot open', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hangar-pglite-'));
    const notADir = path.join(dir, 'a-file');
    writeFileSync(notADir, 'not a data dir');
    try {
      const { db: opening, ready } = startPgliteDb(notADir, { onStopped: () => {} });
      const asked = opening.query('SELECT 1');
      await expect(ready).rejects.toThrow();
      await expect(asked).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses clearly once closed', async () => {
    const other = await createPgliteDb();
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow('The embedded database is closed');
  });

  it('fails what waits and what comes, and says so once, when its thread ends on its own', async () => {
    const stops: Error[] = [];
    const crashing = await createPgliteDb(undefined, {
      workerUrl: new URL('./support/stopping-pglite-worker.js', import.meta.url),
      onStopped: (error) => stops.push(error),
    });
    await expect(crashing.query('SELECT 1')).rejects.toThrow('The embedded database stopped (thread exit 7)');
    await expect(crashing.query('SELECT 1')).rejects.toThrow('thread exit 7');
    expect(stops.map((e) => e.message)).toEqual(['The embedded database stopped (thread exit 7)']);
    // A close asked for is not a stop: no call.
    const closed: Error[] = [];
    const other = await createPgliteDb(undefined, { onStopped: (error) => closed.push(error) });
    await other.close();
    expect(closed).toEqual([]);
  });
});
