/**
 * Writes profiles and users, for the seed (`seed.ts`) and the demo data (`demo.ts`). A module of
 * its own so both import it and neither imports the other.
 */
import { hashPassword } from '../auth/passwords.js';
import type { Db } from './db.js';

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

/** A user to create. */
export interface NewUsuario {
  nome: string;
  email: string;
  /** Hashed before it is stored. @default no password (cannot sign in) */
  password?: string;
  /** An argon2 hash already computed, e.g. one hash shared by every demo user. @default none */
  passwordHash?: string;
  /** @default 'Ativo' */
  situacao?: string | null;
  /** Profile ids. @default [] */
  perfis?: readonly number[];
  /** @default null */
  imagem_url?: string | null;
}

/** Creates a user with a password and profiles; returns its id. */
export async function createUsuario(db: Db, user: NewUsuario): Promise<number> {
  const hash = user.passwordHash ?? (user.password ? await hashPassword(user.password) : null);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO usuario (nome, email, password_hash, situacao, imagem_url) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      user.nome,
      user.email,
      hash,
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
