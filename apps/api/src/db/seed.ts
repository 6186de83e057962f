/**
 * Reference data (every start, idempotent) and demo data (first run only).
 */

import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import { ESTADOS, PERMISSIONS, VIEW_PERMISSIONS } from '@hangar/domain';
import { hashPassword } from '../auth/passwords.js';
import { sha256 } from '../auth/tokens.js';
import { loadCidades } from '../geo/cidades.js';
import type { FileStorage } from '../storage/storage.js';
import type { Db } from './db.js';
import { seedDemo } from './demo.js';

/** The accounts printed at start-up and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@hangar.dev', password: 'hangar123', perfil: 'Administrador', nome: 'Ana Administradora' },
  { email: 'leitor@hangar.dev', password: 'hangar123', perfil: 'Leitura', nome: 'Lucas Leitor' },
] as const;

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
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cidade');
  const cidades = loadCidades();
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
  await db.query(
    `INSERT INTO tipo_arquivo (id, nome) VALUES (1, 'Documento (PDF)'), (2, 'Vídeo'), (3, 'Imagem')
     ON CONFLICT (id) DO NOTHING`,
  );
  await db.query(
    `INSERT INTO oauth_client (id, nome, secret_hash) VALUES ($1, 'Hangar back-office', $2)
     ON CONFLICT (id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash`,
    [client.id, sha256(client.secret)],
  );
}

/** Creates a profile holding the given permissions; returns its id. */
export async function createPerfil(db: Db, nome: string, permissions: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO perfil (nome) VALUES ($1) RETURNING id', [
    nome,
  ]);
  const id = rows[0]!.id;
  await db.query(
    `INSERT INTO perfil_permissao (perfil_id, permissao_id)
     SELECT $1, id FROM permissao WHERE nome = ANY($2::text[])`,
    [id, [...permissions]],
  );
  return id;
}

/** Creates a user with a password and profiles; returns its id. */
export async function createUsuario(
  db: Db,
  user: {
    nome: string;
    email: string;
    password?: string;
    situacao?: string | null;
    perfis?: number[];
    imagem_url?: string | null;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO usuario (nome, email, password_hash, situacao, imagem_url) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      user.nome,
      user.email,
      user.password ? await hashPassword(user.password) : null,
      user.situacao === undefined ? 'Ativo' : user.situacao,
      user.imagem_url ?? null,
    ],
  );
  const id = rows[0]!.id;
  for (const perfil of user.perfis ?? []) {
    await db.query('INSERT INTO usuario_perfil (usuario_id, perfil_id) VALUES ($1, $2)', [id, perfil]);
  }
  return id;
}

/** The two demo accounts of issue #2 with their profiles. */
export async function seedAccounts(db: Db): Promise<void> {
  const admin = await createPerfil(db, 'Administrador', PERMISSIONS);
  const leitura = await createPerfil(db, 'Leitura', VIEW_PERMISSIONS);
  const [a, l] = DEMO_ACCOUNTS;
  await createUsuario(db, { nome: a.nome, email: a.email, password: a.password, perfis: [admin] });
  await createUsuario(db, { nome: l.nome, email: l.email, password: l.password, perfis: [leitura] });
}

/** Seeds reference data always and demo data when the database has no user yet. */
export async function seed(
  db: Db,
  options: { demo?: boolean; storage?: FileStorage; now?: Date } = {},
): Promise<{ seeded: boolean }> {
  await seedReference(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
  if ((rows[0]?.n ?? 0) > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    if (options.demo !== false) await seedDemo(tx, options.storage, options.now);
  });
  return { seeded: true };
}
