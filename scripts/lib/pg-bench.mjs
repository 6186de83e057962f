// What the PostgreSQL benchmarks share: a throw-away (or kept) database on the loopback server
// and the compiled API started against it (scripts/lib/server.mjs `startHangar`, no app build).
import { spawnSync } from 'node:child_process';
import { startHangar } from './server.mjs';

/** The PostgreSQL server the benches use (`BENCH_PG`); loopback only, or the process exits. */
export function benchPg(name) {
  const pg = new URL(process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(pg.hostname)) {
    console.error(`${name} runs on loopback only; BENCH_PG points at ${pg.hostname}`);
    process.exit(2);
  }
  const user = pg.username || 'postgres';
  const port = pg.port || '5432';
  /** Runs SQL through psql (ON_ERROR_STOP) and returns its unaligned, tuples-only output. */
  const psql = (sql, db = 'postgres') => {
    const res = spawnSync(
      'psql',
      ['-h', pg.hostname, '-p', port, '-U', user, '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (res.status !== 0) throw new Error(`psql failed: ${res.stderr}`);
    return res.stdout;
  };
  const urlOf = (db) => `postgres://${user}@${pg.hostname}:${port}/${db}`;
  return { psql, urlOf };
}

/**
 * A database for one bench run: `keep` names one to reuse (created when missing, never dropped),
 * otherwise a fresh one is created and `drop()` removes it.
 */
export function benchDatabase(psql, prefix, keep) {
  const name = keep || `${prefix}_${Date.now().toString(36)}`;
  const exists = psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`).trim() === '1';
  if (!exists) psql(`CREATE DATABASE ${name}`);
  return {
    name,
    created: !exists,
    drop() {
      if (keep) return;
      try {
        psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } catch (error) {
        console.error(String(error));
      }
    },
  };
}

/** The compiled API (built when missing) on a free loopback port, on `databaseUrl`, no SPA. */
export function startApi(databaseUrl, env = {}) {
  return startHangar({
    build: false,
    readyPath: '/api/curso',
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HANGAR_STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
}
