/**
 * A small migration runner: `migrations/NNNN_name.sql` files applied in order, each once, each in
 * its own transaction, recorded in `schema_migrations`. An advisory lock keeps two instances that
 * start together from applying the same file twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** An arbitrary constant for `pg_advisory_xact_lock`. */
const LOCK_KEY = 727_100_001;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads `NNNN_name.sql` files, sorted by version. */
export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.slice(0, 4),
      name: file.slice(5, -4),
      sql: await readFile(new URL(file, `file://${dir.endsWith('/') ? dir : `${dir}/`}`), 'utf8'),
    })),
  );
}

/** Applies the pending migrations; returns the versions applied now. */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  // Most starts find every file applied: one read says so, without a transaction per file.
  const { rows: recorded } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  const known = new Set(recorded.map((r) => r.version));
  const applied: string[] = [];
  for (const m of all.filter((m) => !known.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (done) applied.push(m.version);
  }
  return applied;
}
