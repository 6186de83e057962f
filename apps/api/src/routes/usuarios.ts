/** Users (§2.13). A user's permissions are the union of their profiles'. */
import {
  DEFAULT_USER_SITUACAO,
  keptImageUrl,
  MESSAGES,
  needsCurrentPassword,
  validateUser,
} from '@hangar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertMayDeleteUser, assertMaySaveUser, withAccessGuard } from '../auth/grants.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { admitPasswordAttempt } from '../auth/throttle.js';
import type { Db } from '../db/db.js';
import { notFound, ValidationError } from '../http/errors.js';
import { type CurrentUser, route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  expr,
  insertRow,
  isoMs,
  pagedList,
  Sql,
  searched,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';
import { isAcceptedImageUrl } from '../storage/image-url.js';

const SELECT = `u.id, u.nome, u.email, u.situacao, u.imagem_url, ${isoMs('u.updated_at')} AS updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', p.id, 'nome', p.nome) ORDER BY p.nome)
              FROM usuario_perfil up JOIN perfil p ON p.id = up.perfil_id WHERE up.usuario_id = u.id), '[]'::json) AS perfis`;

async function loadUsuario(db: Db, id: number) {
  const { rows } = await db.query(`SELECT ${SELECT} FROM usuario u WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export function usuarioRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) => validateUser(raw as Parameters<typeof validateUser>[0]);

  const check = async (
    {
      email,
      perfis,
      imagem_url,
    }: { email: string; perfis: number[]; imagem_url?: string | null | undefined },
    exceptId: number | null,
    callerId: number,
  ) => {
    const { rows } = await db.query(
      'SELECT 1 FROM usuario WHERE lower(email) = lower($1) AND id IS DISTINCT FROM $2',
      [email, exceptId],
    );
    if (rows.length) throw new ValidationError({ email: [MESSAGES.taken.user] });
    const found = await existingIds(db, 'perfil', perfis);
    if (perfis.some((p) => !found.has(p))) throw new ValidationError({ perfis: [MESSAGES.field.oneGone] });
    if (!(await isAcceptedImageUrl(db, 'usuario', exceptId, imagem_url, callerId))) {
      throw new ValidationError({ imagem_url: [MESSAGES.image.notUploaded] });
    }
  };

  /**
   * Someone saving themselves with another e-mail or a new password proves it is them with their
   * current password (`needsCurrentPassword`): a stolen token, or a session left open, is then not
   * the account for good. Wrong guesses count in the sign-in throttle, as sign-ins do.
   */
  const assertOwnPassword = async (
    caller: CurrentUser,
    id: number,
    body: { email: string; password?: string | undefined; current_password?: string | undefined },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (id !== caller.id) return;
    const { rows } = await db.query<{ email: string; password_hash: string | null }>(
      'SELECT email, password_hash FROM usuario WHERE id = $1',
      [id],
    );
    const account = rows[0];
    if (!account) return;
    const self = { self: true, emailBefore: account.email, emailAfter: body.email, password: body.password };
    if (!needsCurrentPassword(self)) return;
    if (!body.current_password) {
      throw new ValidationError({ current_password: [MESSAGES.user.currentPasswordRequired] });
    }
    await admitPasswordAttempt(services.signInThrottle, account.email, request.ip, reply);
    if (!(await verifyPassword(account.password_hash, body.current_password))) {
      throw new ValidationError({ current_password: [MESSAGES.user.currentPasswordWrong] });
    }
    await services.signInThrottle.succeeded(account.email, request.ip);
  };

  const savePerfis = async (tx: Db, id: number, perfis: number[]) => {
    await tx.query('DELETE FROM usuario_perfil WHERE usuario_id = $1', [id]);
    if (perfis.length) {
      await tx.query('INSERT INTO usuario_perfil (usuario_id, perfil_id) SELECT $1, unnest($2::int[])', [
        id,
        [...new Set(perfis)],
      ]);
    }
  };

  route(
    app,
    services,
    'usuarios.list',
    async ({ query }) => {
      const q = new Sql();
      // The list's search (`nome`) finds a name or an e-mail (§2.13).
      if (query.nome) q.where(searched(q, ['u.nome', 'u.email'], query.nome));
      if (query.email) q.where(searched(q, ['u.email'], query.email));
      if (query.situacao?.length) {
        // An empty situacao is shown (and filtered) as 'Pendente'.
        q.where(`COALESCE(u.situacao, 'Pendente') = ANY(${q.p(query.situacao)}::text[])`);
      }
      if (query.perfis?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM usuario_perfil up WHERE up.usuario_id = u.id AND up.perfil_id = ANY(${q.p(query.perfis)}::int[]))`,
        );
      }
      return pagedList(db, q, { select: SELECT, from: 'usuario u', order: 'lower(u.nome), u.id' }, query);
    },
    { cache: true },
  );

  route(
    app,
    services,
    'usuarios.create',
    async ({ body, user }) => {
      await check(body, null, user!.id);
      await assertMaySaveUser(db, user!, null, body);
      const hash = body.password ? await hashPassword(body.password) : null;
      const id = await db.transaction(async (tx) => {
        const id = await insertRow(tx, 'usuario', {
          nome: body.nome.trim(),
          email: body.email.trim(),
          situacao: body.situacao ?? DEFAULT_USER_SITUACAO,
          imagem_url: keptImageUrl(body.imagem_url),
          password_hash: hash,
        });
        await savePerfis(tx, id, body.perfis);
        return id;
      });
      return { data: await loadUsuario(db, id) };
    },
    { validate },
  );

  route(
    app,
    services,
    'usuarios.update',
    async ({ params, body, user, request, reply }) => {
      if (!(await existingIds(db, 'usuario', [params.id])).size) throw notFound();
      await check(body, params.id, user!.id);
      await assertOwnPassword(user!, params.id, body, request, reply);
      await withAccessGuard(db, async (tx) => {
        // Under the access lock: the user's profiles cannot change between this check and the write.
        await assertMaySaveUser(tx, user!, params.id, body);
        const hash = body.password ? await hashPassword(body.password) : null;
        await updateRow(
          tx,
          'usuario',
          params.id,
          {
            nome: body.nome.trim(),
            email: body.email.trim(),
            situacao: body.situacao ?? null,
            imagem_url: keptImageUrl(body.imagem_url),
            // No password in the body keeps the current one.
            password_hash: expr((p) => `COALESCE(${p(hash)}, password_hash)`),
          },
          { version: body.updated_at },
        );
        await savePerfis(tx, params.id, body.perfis);
        // A new password or a deactivation ends the user's sessions (the caller's own stays).
        if (body.password || body.situacao === 'Inativo') {
          const keepAccessToken = params.id === user!.id ? user!.accessToken : undefined;
          await services.tokens.revokeUser(params.id, { db: tx, keepAccessToken });
        }
      });
      return { data: await loadUsuario(db, params.id) };
    },
    { validate },
  );

  route(app, services, 'usuarios.delete', async ({ params, user }) => {
    await withAccessGuard(db, async (tx) => {
      await assertMayDeleteUser(tx, user!, params.id);
      await deleteRow(tx, 'usuario', params.id);
    });
    return undefined;
  });
}
