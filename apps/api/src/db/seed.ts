/**
 * Reference data (every start, idempotent) and demo data (first run only). The demo data is the
 * dataset of `@hangar/api-client/fixtures`, inserted by `demo.ts`.
 */

import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import { createDemoData, DEMO_PASSWORD } from '@hangar/api-client/fixtures';
import { ESTADOS, PERMISSIONS } from '@hangar/domain';
import { hashPassword } from '../auth/passwords.js';
import { sha256 } from '../auth/tokens.js';
import { loadCidades } from '../geo/cidades.js';
import type { FileStorage } from '../storage/storage.js';
import type { Db } from './db.js';
import { demoAccounts, seedAccounts, seedDemo } from './demo.js';

export { createPerfil, createUsuario } from './accounts.js';

/** The dataset, for what does not depend on the clock (accounts, file types). */
const DATASET = createDemoData({ now: 0 });

/** The accounts printed at start-up and listed in the README (the dataset's admin and leitor). */
export const DEMO_ACCOUNTS = demoAccounts(DATASET);

/** Inserts the permission catalogue of @hangar/domain; existing ids never change. */
export async function syncPermissions(db: Db): Promise<void> {
  await db.query(`INSERT INTO permissao (nome) SELECT unnest($1::text[]) ON CONFLICT (nome) DO NOTHING`, [
    [...PERMISSIONS],
  ]);
}

/** The 27 states and every IBGE municipality (inserted once; 5,570 rows in a few statements). */
export async function seedGeo(db: Db): Promise<void> {
  await db.query(
    `INSERT INTO estado (id, sigla, nome)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[]) ON CONFLICT (id) DO NOTHING`,
    [ESTADOS.map((e) => e.id), ESTADOS.map((e) => e.sigla), ESTADOS.map((e) => e.nome)],
  );
  // The list is built (~50 ms) while the database counts.
  const counting = db.query<{ n: number }>('SELECT count(*)::int AS n FROM cidade');
  const cidades = loadCidades();
  const { rows } = await counting;
  if ((rows[0]?.n ?? 0) >= cidades.length) return;
  await db.query(
    `INSERT INTO cidade (id, estado_id, nome)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) ON CONFLICT (id) DO NOTHING`,
    [cidades.map((c) => c.id), cidades.map((c) => c.estado_id), cidades.map((c) => c.nome)],
  );
}

/** Reference data every installation needs: the OAuth client and the permission catalogue. */
export async function seedReference(
  db: Db,
  client: { id: number; secret: string } = {
    id: DEFAULT_CLIENT.client_id,
    secret: DEFAULT_CLIENT.client_secret,
  },
): Promise<void> {
  await syncPermissions(db);
  await seedGeo(db);
  // The file types of the dataset (the mocks name them the same); renamed here when they differ.
  const tipos = DATASET.tiposArquivo;
  await db.query(
    `INSERT INTO tipo_arquivo (id, nome) SELECT * FROM unnest($1::int[], $2::text[])
     ON CONFLICT (id) DO UPDATE SET nome = EXCLUDED.nome`,
    [tipos.map((t) => t.id), tipos.map((t) => t.nome)],
  );
  await db.query(
    `INSERT INTO oauth_client (id, nome, secret_hash) VALUES ($1, 'Hangar back-office', $2)
     ON CONFLICT (id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash`,
    [client.id, sha256(client.secret)],
  );
}

/** Seeds reference data always and demo data when the database has no user yet. */
/** An arbitrary constant for `pg_advisory_xact_lock` (the migrations use another). */
const SEED_LOCK_KEY = 727_100_002;

export async function seed(
  db: Db,
  options: { demo?: boolean; storage?: FileStorage; now?: Date } = {},
): Promise<{ seeded: boolean }> {
  await seedReference(db);
  const empty = async (q: Db) =>
    ((await q.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario')).rows[0]?.n ?? 0) === 0;
  if (!(await empty(db))) return { seeded: false };
  const data = createDemoData({ now: (options.now ?? new Date()).getTime() });
  // One hash for both demo accounts (they share the demo password): argon2 is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    // Instances started together on an empty database: one seeds, the others find it done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await empty(tx))) return false;
    const perfis = await seedAccounts(tx, data, passwordHash);
    if (options.demo !== false) await seedDemo(tx, data, { storage: options.storage, perfis });
    return true;
  });
  return { seeded };
}
