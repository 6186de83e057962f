/**
 * Test helper: every DB test runs on embedded PGlite AND on the PostgreSQL server at
 * 127.0.0.1:5432 when it answers (a fresh `hangar_test_<random>` database per suite, dropped
 * after). When PostgreSQL does not answer, its suites are skipped with a printed reason.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.js';
import { OfflineCepProvider } from '../src/cep/offline.js';
import { createPgDb, createPgliteDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { MemoryStorage } from '../src/storage/storage.js';

/** The server's maintenance database; override with HANGAR_TEST_PG. */
export const PG_ADMIN_URL = process.env.HANGAR_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${PG_ADMIN_URL} did not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

export const pgSkipReason = await probePostgres();
if (pgSkipReason) console.warn(`[api tests] skipping the PostgreSQL runs: ${pgSkipReason}`);

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

export interface TestDb {
  db: Db;
  kind: DbKind;
  cleanup(): Promise<void>;
}

/** A fresh, migrated (and by default seeded) database of the given kind. */
export async function createTestDb(kind: DbKind, options: { seed?: boolean } = {}): Promise<TestDb> {
  let db: Db;
  let drop = async () => {};
  if (kind === 'pglite') {
    db = await createPgliteDb();
  } else {
    const name = `hangar_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    db = await createPgDb(url.toString(), { max: 5 });
    drop = async () => {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  }
  await migrate(db);
  if (options.seed !== false) await seed(db);
  return {
    db,
    kind,
    cleanup: async () => {
      await db.close();
      await drop();
    },
  };
}

/** A settable clock for expiry tests. */
export class TestClock {
  current = new Date('2026-03-02T12:00:00Z');
  now = () => new Date(this.current);
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface TestEnv {
  kind: DbKind;
  db: Db;
  app: FastifyInstance;
  clock: TestClock;
  storage: MemoryStorage;
  /** Signs in through the API; returns the token pair. */
  login(email?: string, password?: string): Promise<{ access_token: string; refresh_token: string }>;
  /** `Authorization` header for a token. */
  auth(token: string): { authorization: string };
}

export const ADMIN = { email: 'admin@hangar.dev', password: 'hangar123' };
export const LEITOR = { email: 'leitor@hangar.dev', password: 'hangar123' };

/** The body of a password grant for `user` (the demo administrator by default), as the app's client sends it. */
export function passwordGrantBody(user: { email: string; password: string } = ADMIN) {
  return { grant_type: 'password', ...DEFAULT_CLIENT, username: user.email, password: user.password };
}

/**
 * `db` with `hook` called before each of its queries, inside transactions too: it throws to fail
 * the query, or never settles to hold it (a fault, a database gone or silent).
 */
export function withQueryHook(db: Db, hook: (sql: string) => void | Promise<void>): Db {
  const wrap = (inner: Db): Db => ({
    kind: inner.kind,
    exec: (sql) => inner.exec(sql),
    close: () => inner.close(),
    listen: (channel, handlers) => inner.listen(channel, handlers),
    async query(sql, params) {
      await hook(sql);
      return inner.query(sql, params);
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  });
  return wrap(db);
}

/**
 * `describe` once per database kind, with a fresh app on a fresh database for the suite.
 * `env()` returns the suite's environment inside tests and hooks.
 */
export function describeEachDb(
  title: string,
  body: (env: () => TestEnv, kind: DbKind) => void,
  options: Partial<AppOptions> & { seed?: boolean; wrapDb?: (db: Db) => Db } = {},
): void {
  for (const kind of DB_KINDS) {
    describe.skipIf(kind === 'postgres' && pgSkipReason !== null)(`${title} [${kind}]`, () => {
      let env: TestEnv | undefined;
      let testDb: TestDb | undefined;
      beforeAll(async () => {
        testDb = await createTestDb(kind, { seed: options.seed });
        const clock = new TestClock();
        const storage = new MemoryStorage();
        const { seed: _s, wrapDb, ...appOptions } = options;
        const app = await buildApp({
          now: clock.now,
          storage,
          cep: new OfflineCepProvider(),
          ...appOptions,
          db: wrapDb ? wrapDb(testDb.db) : testDb.db,
        });
        await app.ready();
        const auth = (token: string) => ({ authorization: `Bearer ${token}` });
        env = {
          kind,
          db: testDb.db,
          app,
          clock,
          storage,
          auth,
          async login(email = ADMIN.email, password = ADMIN.password) {
            const res = await app.inject({
              method: 'POST',
              url: '/oauth/token',
              payload: passwordGrantBody({ email, password }),
            });
            if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
            return res.json();
          },
        };
      });
      afterAll(async () => {
        await env?.app.close();
        await testDb?.cleanup();
      });
      body(() => {
        if (!env) throw new Error('The test environment is not ready');
        return env;
      }, kind);
    });
  }
}

/**
 * Polls `check` until it passes or `ms` have gone by: another instance (or the database's
 * notification) hears of a commit a few milliseconds after it.
 */
export async function eventually<T>(check: () => Promise<T>, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
