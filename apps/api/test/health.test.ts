/**
 * The database out of reach, as an operator meets it: `GET /api/health` says so (503) for the
 * balancer, requests answer 503 'try again shortly' instead of 500, and a PostgreSQL server that
 * does not answer fails a request in seconds instead of holding it for ever.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { MESSAGES } from '@hangar/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDb, type Db } from '../src/db/db.js';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { describeEachDb, PG_ADMIN_URL, pgSkipReason, withQueryHook } from './helper.js';

/** What the database does while the test says so: answer, refuse, or say nothing. */
const control = { mode: 'answer' as 'answer' | 'lost' | 'silent', queries: 0 };

/** The real database behind a switch (the connection lost: pg's own error, which has no code). */
const switchable = (db: Db): Db =>
  withQueryHook(db, () => {
    control.queries++;
    if (control.mode === 'lost') throw new Error('Connection terminated unexpectedly');
    if (control.mode === 'silent') return new Promise(() => {});
  });

describeEachDb(
  'the database out of reach',
  (env) => {
    const health = () => env().app.inject({ method: 'GET', url: '/api/health' });

    it('GET /api/health answers 200 without a token while the database answers, and is never cached', async () => {
      control.mode = 'answer';
      const res = await health();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers 503 in words once the database is lost, and again 200 when it is back', async () => {
      control.mode = 'lost';
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.request.databaseUnavailable });
      expect(res.headers['retry-after']).toBe('5');
      control.mode = 'answer';
      expect((await health()).statusCode).toBe(200);
    });

    it('answers 503 when the database says nothing within its patience', async () => {
      control.mode = 'silent';
      const started = performance.now();
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(2000);
      control.mode = 'answer';
    });

    it('a request the database cannot serve answers 503 "try again shortly", not 500', async () => {
      const { access_token } = await env().login();
      control.mode = 'lost';
      const res = await env().app.inject({
        method: 'GET',
        url: '/api/curso?page=1&per_page=15',
        headers: env().auth(access_token),
      });
      control.mode = 'answer';
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: MESSAGES.request.databaseUnavailable });
    });
  },
  // The health checks here do not reuse answers (reuseMs 0), and are patient for 300 ms.
  { wrapDb: switchable, health: { timeoutMs: 300, reuseMs: 0 } },
);

describeEachDb(
  'health probes in numbers',
  (env) => {
    it('one check serves the probes of a second: 50 probes cost the database one query', async () => {
      control.mode = 'answer';
      const before = control.queries;
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => env().app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      expect(control.queries - before).toBe(1);
    });
  },
  { wrapDb: switchable, health: { reuseMs: 60_000 } },
);

describe.skipIf(pgSkipReason !== null)('a PostgreSQL server out of reach', () => {
  // A TCP proxy to the PostgreSQL server that can go silent: it then takes connections and
  // never says a word, as a server behind a cut network does. `stalled` silences the connections
  // already open too: what either side sends is dropped, the sockets stay open.
  let silent = false;
  let stalled = false;
  const sockets = new Set<Socket>();
  let proxy: Server;
  let port = 0;
  const target = new URL(PG_ADMIN_URL);
  beforeAll(async () => {
    proxy = createServer((client) => {
      sockets.add(client);
      client.on('error', () => {});
      if (silent) return;
      const upstream = connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      upstream.on('error', () => {});
      client.on('data', (chunk) => {
        if (!stalled) upstream.write(chunk);
      });
      upstream.on('data', (chunk) => {
        if (!stalled) client.write(chunk);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    port = (proxy.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });
  const via = (to: number) => {
    const url = new URL(PG_ADMIN_URL);
    url.host = `127.0.0.1:${to}`;
    return url.toString();
  };

  it('a request fails within the connection timeout, as unavailable, and the next one after it is back goes through', async () => {
    const db = await createPgDb(via(port), { max: 2, connectionTimeoutMillis: 300 });
    try {
      await db.query('SELECT 1');
      silent = true;
      for (const socket of sockets) socket.destroy();
      const started = performance.now();
      const error = await db.query('SELECT 1').then(
        () => null,
        (e: unknown) => e,
      );
      expect(performance.now() - started).toBeLessThan(3000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      silent = false;
      expect((await db.query<{ n: number }>('SELECT 1 AS n')).rows).toEqual([{ n: 1 }]);
    } finally {
      silent = false;
      await db.close();
    }
  });

  it('a statement under way when the server goes silent fails within the query timeout, as unavailable, and the pool recovers', async () => {
    const db = await createPgDb(via(port), { max: 2, connectionTimeoutMillis: 300, queryTimeoutMillis: 500 });
    try {
      await db.query('SELECT 1');
      const outcome = (p: Promise<unknown>) =>
        p.then(
          () => null,
          (e: unknown) => e,
        );
      // On a pooled connection, and in a transaction: the server answers neither.
      const started = performance.now();
      const running = outcome(db.query('SELECT pg_sleep(0.3)'));
      const inTransaction = outcome(
        db.transaction(async (tx) => {
          await tx.query('SELECT 1');
          await new Promise((r) => setTimeout(r, 100));
          return tx.query('SELECT pg_sleep(0.3)');
        }),
      );
      await new Promise((r) => setTimeout(r, 50));
      stalled = true;
      const [error, txError] = await Promise.all([running, inTransaction]);
      expect(performance.now() - started).toBeLessThan(3000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(isDatabaseUnavailable(txError)).toBe(true);
      // The stalled connections are not handed out again: once the server answers, so does the pool.
      stalled = false;
      for (let i = 0; i < 4; i++) {
        expect((await db.query<{ n: number }>('SELECT $1::int AS n', [i])).rows).toEqual([{ n: i }]);
        expect(await db.transaction((tx) => tx.query('SELECT 1 AS one').then((r) => r.rows))).toEqual([
          { one: 1 },
        ]);
      }
    } finally {
      stalled = false;
      await db.close();
    }
  });

  it('a server start on a database that says nothing fails in seconds (5 by default), not never', async () => {
    silent = true;
    const started = performance.now();
    const error = await createPgDb(via(port)).then(
      () => null,
      (e: unknown) => e,
    );
    silent = false;
    expect(performance.now() - started).toBeLessThan(8000);
    expect(isDatabaseUnavailable(error)).toBe(true);
  }, 15_000);

  it('the change feed’s own connection is bounded too: a listen on a silent server fails, and a lost one comes back once it answers', async () => {
    const db = await createPgDb(via(port), { connectionTimeoutMillis: 300 });
    const events: string[] = [];
    const handlers = {
      notify: () => {},
      lost: () => events.push('lost'),
      restored: () => events.push('restored'),
    };
    try {
      silent = true;
      const started = performance.now();
      const error = await db.listen('hangar_probe', handlers).then(
        () => null,
        (e: unknown) => e,
      );
      expect(performance.now() - started).toBeLessThan(3000);
      expect(error).toBeInstanceOf(Error);
      silent = false;

      const stop = await db.listen('hangar_probe', handlers);
      events.length = 0; // a listen that starts reports 'restored' too
      try {
        // Cut, then silent for a few reconnection attempts, then back.
        silent = true;
        for (const socket of sockets) socket.destroy();
        await expect.poll(() => events, { timeout: 3000 }).toEqual(['lost']);
        await new Promise((r) => setTimeout(r, 1500));
        silent = false;
        await expect.poll(() => events, { timeout: 5000 }).toEqual(['lost', 'restored']);
      } finally {
        await stop();
      }
    } finally {
      silent = false;
      await db.close();
    }
  }, 15_000);

  it('one that refuses the connection fails at once, as unavailable', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const error = await createPgDb(via(closed)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a database that refuses connections, or is gone, is out of reach too (not a 500)', async () => {
    // An operator probe (7 December): `ALTER DATABASE … allow_connections false` gave 500 on
    // every request while /api/health said 503.
    const name = `hangar_refusing_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      const refused = await createPgDb(url.toString()).then(
        () => null,
        (e: unknown) => e,
      );
      expect((refused as { code?: string }).code).toBe('55000');
      expect(isDatabaseUnavailable(refused)).toBe(true);
      url.pathname = `/${name}_gone`;
      const gone = await createPgDb(url.toString()).then(
        () => null,
        (e: unknown) => e,
      );
      expect((gone as { code?: string }).code).toBe('3D000');
      expect(isDatabaseUnavailable(gone)).toBe(true);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('tells the database out of reach from the request’s own failures', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      '08006',
      '08001',
      '57P01',
      '57P03',
      '53300',
      '3D000',
      '28P01',
    ]) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    for (const code of ['23505', '22P02', '42601', '40001', '55000', undefined]) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), String(code)).toBe(false);
    }
    const refusing = 'database "hangar" is not currently accepting connections';
    expect(isDatabaseUnavailable(Object.assign(new Error(refusing), { code: '55000' }))).toBe(true);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
