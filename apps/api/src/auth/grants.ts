/**
 * The server half of the grant rules of `@hangar/domain` (permissions/grants.ts): what the
 * profile and user routes call before (and around) a write. The routes stay small; the rules are
 * the domain's, the SQL that feeds them lives here.
 */
import {
  type AccessModel,
  canGrant,
  type FieldErrors,
  keptImageUrl,
  lockedOutMessage,
  lockedOutPermissions,
  MESSAGES,
  outranks,
} from '@hangar/domain';
import type { Db } from '../db/db.js';
import { HttpError, ValidationError } from '../http/errors.js';
import type { CurrentUser } from '../http/route.js';

/** An arbitrary constant for `pg_advisory_xact_lock`: one access change at a time. */
const ACCESS_LOCK_KEY = 727_100_016;

/** The permission names of these permission ids (unknown ids are left out). */
export async function permissionNames(db: Db, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ nome: string }>('SELECT nome FROM permissao WHERE id = ANY($1::int[])', [
    [...new Set(ids)],
  ]);
  return rows.map((r) => r.nome);
}

/** The permission names a profile holds now. */
export async function profilePermissions(db: Db, perfilId: number): Promise<string[]> {
  const { rows } = await db.query<{ nome: string }>(
    `SELECT p.nome FROM perfil_permissao pp JOIN permissao p ON p.id = pp.permissao_id WHERE pp.perfil_id = $1`,
    [perfilId],
  );
  return rows.map((r) => r.nome);
}

/** The permission names the given profiles grant together. */
async function permissionsOfProfiles(db: Db, perfilIds: readonly number[]): Promise<string[]> {
  if (perfilIds.length === 0) return [];
  const { rows } = await db.query<{ nome: string }>(
    `SELECT DISTINCT p.nome FROM perfil_permissao pp JOIN permissao p ON p.id = pp.permissao_id
      WHERE pp.perfil_id = ANY($1::int[])`,
    [[...new Set(perfilIds)]],
  );
  return rows.map((r) => r.nome);
}

/** A user's profile ids and situacao now (null when there is no such user). */
async function loadAccount(db: Db, usuarioId: number) {
  const { rows } = await db.query<{
    email: string;
    nome: string;
    imagem_url: string | null;
    situacao: string | null;
    perfis: number[] | null;
  }>(
    `SELECT u.email, u.nome, u.imagem_url, u.situacao,
            array(SELECT up.perfil_id FROM usuario_perfil up WHERE up.usuario_id = u.id) AS perfis
       FROM usuario u WHERE u.id = $1`,
    [usuarioId],
  );
  const row = rows[0];
  return row ? { ...row, perfis: row.perfis ?? [] } : null;
}

/**
 * A profile may be created or edited only into, and from, a subset of the caller's permissions:
 * 422 on `permissoes` otherwise. `perfilId` is null for a new profile.
 */
export async function assertMaySaveProfile(
  db: Db,
  caller: CurrentUser,
  perfilId: number | null,
  permissoes: readonly number[],
): Promise<void> {
  const next = await permissionNames(db, permissoes);
  const current = perfilId === null ? [] : await profilePermissions(db, perfilId);
  if (!canGrant(caller.permissions, [...next, ...current])) {
    throw new ValidationError({ permissoes: [MESSAGES.access.permissionsNotHeld] });
  }
}

/** A profile may be deleted only by someone holding every permission it grants: 403 otherwise. */
export async function assertMayDeleteProfile(db: Db, caller: CurrentUser, perfilId: number): Promise<void> {
  if (!canGrant(caller.permissions, await profilePermissions(db, perfilId))) {
    throw new HttpError(403, MESSAGES.access.profileAboveCaller);
  }
}

/**
 * Checks a user create (`usuarioId` null) or update against the grant rules: the profiles added
 * or removed must be ones the caller could grant; setting the password, or changing the e-mail
 * (the name one signs in with), the situacao, the name or the photo (who the account shows as) of
 * someone else needs every permission they hold. Answers 422 on the field at fault.
 */
export async function assertMaySaveUser(
  db: Db,
  caller: CurrentUser,
  usuarioId: number | null,
  body: {
    perfis: readonly number[];
    email: string;
    nome: string;
    imagem_url?: string | null | undefined;
    password?: string | undefined;
    situacao?: string | null | undefined;
  },
): Promise<void> {
  const account = usuarioId === null ? null : await loadAccount(db, usuarioId);
  const before = new Set(account?.perfis ?? []);
  const after = new Set(body.perfis);
  const changed = [...after, ...before].filter((id) => before.has(id) !== after.has(id));
  const errors: FieldErrors = {};
  if (!canGrant(caller.permissions, await permissionsOfProfiles(db, changed))) {
    errors.perfis = [MESSAGES.access.profilesNotHeld];
  }
  if (account && usuarioId !== caller.id) {
    const situacaoChanged = (body.situacao ?? null) !== account.situacao;
    // Outer spaces aside (they are trimmed when stored), any change counts: a change of case
    // alone signs in the same, but rewrites the e-mail the account shows (an attacker probe did).
    const emailChanged = body.email.trim() !== account.email.trim();
    // Who the account shows as: renamed or given another's photo by someone below it, an
    // administrator could be made to look like anyone (an attacker probe did it).
    const nomeChanged = body.nome.trim() !== account.nome.trim();
    const imagemChanged = keptImageUrl(body.imagem_url) !== (account.imagem_url || null);
    if (body.password || situacaoChanged || emailChanged || nomeChanged || imagemChanged) {
      const target = await permissionsOfProfiles(db, account.perfis);
      if (!outranks(caller.permissions, target)) {
        if (body.password) errors.password = [MESSAGES.access.accountAboveCaller];
        if (emailChanged) errors.email = [MESSAGES.access.accountAboveCaller];
        if (situacaoChanged) errors.situacao = [MESSAGES.access.accountAboveCaller];
        if (nomeChanged) errors.nome = [MESSAGES.access.accountAboveCaller];
        if (imagemChanged) errors.imagem_url = [MESSAGES.access.accountAboveCaller];
      }
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Nobody deletes themselves (409), nor a user holding more than they do (403). The self-delete
 * answer keeps the generic text the contract suite and the mocks already agree on (§8 shows the
 * generic text for any failed delete anyway).
 */
export async function assertMayDeleteUser(db: Db, caller: CurrentUser, usuarioId: number): Promise<void> {
  if (usuarioId === caller.id) throw new HttpError(409, MESSAGES.access.selfDelete);
  const account = await loadAccount(db, usuarioId);
  if (account && !outranks(caller.permissions, await permissionsOfProfiles(db, account.perfis))) {
    throw new HttpError(403, MESSAGES.access.accountAboveCaller);
  }
}

/** Every profile's permissions and every user's profiles, as the lockout rule reads them. */
async function loadAccessModel(db: Db): Promise<AccessModel> {
  const { rows: grants } = await db.query<{ perfil_id: number; nome: string | null }>(
    `SELECT pf.id AS perfil_id, p.nome FROM perfil pf
       LEFT JOIN perfil_permissao pp ON pp.perfil_id = pf.id
       LEFT JOIN permissao p ON p.id = pp.permissao_id`,
  );
  const perfis = new Map<number, string[]>();
  for (const g of grants) {
    const list = perfis.get(g.perfil_id) ?? [];
    if (g.nome) list.push(g.nome);
    perfis.set(g.perfil_id, list);
  }
  // Only users who can sign in count: active and with a password (one without a password can
  // never sign in to grant anything, and Hangar has no password reset: counting them let the
  // last administrator hand the role to such a user and then drop it, locking everyone out).
  const { rows: users } = await db.query<{ id: number; perfis: number[] | null }>(
    `SELECT u.id, array(SELECT up.perfil_id FROM usuario_perfil up WHERE up.usuario_id = u.id) AS perfis
       FROM usuario u WHERE u.situacao = 'Ativo' AND u.password_hash IS NOT NULL`,
  );
  return { perfis, usuarios: users.map((u) => ({ id: u.id, active: true, perfis: u.perfis ?? [] })) };
}

/**
 * Runs a write to profiles or users in a transaction that is refused (409, rolled back) when it
 * would leave a permission some active user holds with no active holder (`lockedOutPermissions`):
 * deleting or emptying the last profile granting it, or deactivating, stripping or deleting its
 * last holder. The advisory lock serialises access changes, so two concurrent removals cannot
 * both pass; the routes make their grant checks (`assertMaySave…`, `assertMayDelete…`) inside
 * `write`, so what a check read of the target cannot change before the write.
 */
export function withAccessGuard<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ACCESS_LOCK_KEY]);
    const before = await loadAccessModel(tx);
    const result = await write(tx);
    const lockedOut = lockedOutPermissions(before, await loadAccessModel(tx));
    if (lockedOut.length > 0) throw new HttpError(409, lockedOutMessage(lockedOut));
    return result;
  });
}
