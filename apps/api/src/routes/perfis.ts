/** Access profiles (§2.12). */
import { MESSAGES, validateProfile } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import { assertMayDeleteProfile, assertMaySaveProfile, withAccessGuard } from '../auth/grants.js';
import type { Db } from '../db/db.js';
import { notFound, ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  insertRow,
  isoMs,
  pagedList,
  Sql,
  sameName,
  searched,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';

async function loadPerfil(db: Db, id: number) {
  const { rows } = await db.query<{ id: number; nome: string; updated_at: string }>(
    `SELECT id, nome, ${isoMs('updated_at')} AS updated_at FROM perfil WHERE id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  const { rows: permissoes } = await db.query(
    `SELECT p.id, p.nome FROM perfil_permissao pp JOIN permissao p ON p.id = pp.permissao_id
      WHERE pp.perfil_id = $1 ORDER BY p.id`,
    [id],
  );
  return { ...rows[0], permissoes };
}

export function perfilRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) => validateProfile(raw as { nome?: string });

  const check = async (nome: string, permissoes: number[], exceptId: number | null) => {
    const { rows } = await db.query(
      `SELECT 1 FROM perfil WHERE ${sameName('nome', '$1')} AND id IS DISTINCT FROM $2`,
      [nome.trim(), exceptId],
    );
    if (rows.length) throw new ValidationError({ nome: [MESSAGES.taken.profile] });
    const found = await existingIds(db, 'permissao', permissoes);
    if (permissoes.some((p) => !found.has(p)))
      throw new ValidationError({ permissoes: [MESSAGES.field.invalid] });
  };

  const savePermissoes = async (tx: Db, id: number, permissoes: number[]) => {
    await tx.query('DELETE FROM perfil_permissao WHERE perfil_id = $1', [id]);
    if (permissoes.length) {
      await tx.query('INSERT INTO perfil_permissao (perfil_id, permissao_id) SELECT $1, unnest($2::int[])', [
        id,
        [...new Set(permissoes)],
      ]);
    }
  };

  route(
    app,
    services,
    'perfis.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.nome) q.where(searched(q, ['p.nome'], query.nome));
      return pagedList(
        db,
        q,
        {
          select:
            'p.id, p.nome, (SELECT count(*)::int FROM usuario_perfil up WHERE up.perfil_id = p.id) AS usuarios_count, ' +
            'ARRAY(SELECT pe.nome FROM perfil_permissao pp JOIN permissao pe ON pe.id = pp.permissao_id WHERE pp.perfil_id = p.id ORDER BY pe.id) AS permissoes',
          from: 'perfil p',
          order: 'lower(p.nome), p.id',
        },
        query,
      );
    },
    { cache: true },
  );

  route(app, services, 'perfis.get', async ({ params }) => {
    const p = await loadPerfil(db, params.id);
    if (!p) throw notFound();
    return { data: p };
  });

  route(
    app,
    services,
    'perfis.create',
    async ({ body, user }) => {
      await check(body.nome.trim(), body.permissoes, null);
      await assertMaySaveProfile(db, user!, null, body.permissoes);
      const id = await db.transaction(async (tx) => {
        const id = await insertRow(tx, 'perfil', { nome: body.nome.trim() });
        await savePermissoes(tx, id, body.permissoes);
        return id;
      });
      return { data: await loadPerfil(db, id) };
    },
    { validate },
  );

  route(
    app,
    services,
    'perfis.update',
    async ({ params, body, user }) => {
      if (!(await existingIds(db, 'perfil', [params.id])).size) throw notFound();
      await check(body.nome.trim(), body.permissoes, params.id);
      await withAccessGuard(db, async (tx) => {
        // Under the access lock: the profile's permissions cannot change between this check and the write.
        await assertMaySaveProfile(tx, user!, params.id, body.permissoes);
        await updateRow(tx, 'perfil', params.id, { nome: body.nome.trim() }, { version: body.updated_at });
        await savePermissoes(tx, params.id, body.permissoes);
      });
      return { data: await loadPerfil(db, params.id) };
    },
    { validate },
  );

  route(app, services, 'perfis.delete', async ({ params, user }) => {
    await withAccessGuard(db, async (tx) => {
      await assertMayDeleteProfile(tx, user!, params.id);
      await deleteRow(tx, 'perfil', params.id);
    });
    return undefined;
  });
}
