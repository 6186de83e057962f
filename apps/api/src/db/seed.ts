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
import { createPerfil, createUsuario } from './accounts.js';
import type { Db } from './db.js';
import { demoAccounts, seedAccounts, seedDemo } from './demo.js';

export { createPerfil, createUsuario };

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

/** Whether the database has no user yet (so the demo or the first administrator would be seeded). */
export async function hasNoUser(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
  return (rows[0]?.n ?? 0) === 0;
}

/** An arbitrary constant for `pg_advisory_xact_lock` (the migrations use another). */
const SEED_LOCK_KEY = 727_100_002;

/** The name of the profile the first administrator gets: every permission, as the demo's. */
export const FIRST_ADMIN_PROFILE = 'Administrador';
/** The first administrator's name, until they change it in the app. */
export const FIRST_ADMIN_NAME = 'Administrador';

export interface SeedOptions {
  /**
   * An empty database gets the demo accounts (known passwords) and the demo data. Only for trying
   * Hangar (`HANGAR_DEMO`); the tests seed it too. @default true
   */
  demo?: boolean;
  /** Without the demo, an empty database's first administrator (`HANGAR_ADMIN_*`). */
  firstAdmin?: { email: string; password: string } | null;
  storage?: FileStorage;
  now?: Date;
}

/**
 * Seeds reference data always; into a database with no user yet, the demo (accounts and data) or
 * else the first administrator, if given. `seeded` says which was done; `users` whether the
 * database now has anyone who could sign in (a server with none is of no use).
 */
export async function seed(
  db: Db,
  options: SeedOptions = {},
): Promise<{ seeded: 'demo' | 'first-admin' | null; users: boolean }> {
  await seedReference(db);
  if (!(await hasNoUser(db))) return { seeded: null, users: true };
  const demo = options.demo !== false;
  const admin = demo ? null : (options.firstAdmin ?? null);
  if (!demo && !admin) return { seeded: null, users: false };
  // argon2 is slow on purpose: hashed once, before the lock (the demo accounts share a password).
  const passwordHash = await hashPassword(admin ? admin.password : DEMO_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    // Instances started together on an empty database: one seeds, the others find it done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (!(await hasNoUser(tx))) return null;
    if (admin) {
      const perfil = await createPerfil(tx, FIRST_ADMIN_PROFILE, PERMISSIONS);
      await createUsuario(tx, { nome: FIRST_ADMIN_NAME, email: admin.email, passwordHash, perfis: [perfil] });
      return 'first-admin' as const;
    }
    const data = createDemoData({ now: (options.now ?? new Date()).getTime() });
    const perfis = await seedAccounts(tx, data, passwordHash);
    await seedDemo(tx, data, { storage: options.storage, perfis });
    return 'demo' as const;
  });
  return { seeded, users: true };
}
