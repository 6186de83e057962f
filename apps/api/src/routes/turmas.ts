/** Classes (§2.14) with their weekly schedule. */

import type { turmaInputSchema } from '@hangar/api-client/contract';
import {
  FieldErrorsBuilder,
  MESSAGES,
  mayChangeClassCancellation,
  normalizeWeek,
  TIPOS_CURSO,
  validateClass,
} from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Db } from '../db/db.js';
import { assertValid, forbidden, notFound } from '../http/errors.js';
import { type CurrentUser, route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  expr,
  findId,
  idOrUuid,
  insertRow,
  insertValues,
  isoMs,
  pagedList,
  Sql,
  searched,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';

const SELECT = `t.id, t.uuid::text AS uuid, t.codigo, t.nome, t.curso_id, t.modalidade_id, t.tipo_curso_id,
  t.data_inicio, t.data_fim, t.categoria, t.data_cancelamento, t.total_aluno, ${isoMs('t.updated_at')} AS updated_at,
  c.apelido AS curso_apelido, c.nome AS curso, c.tipo AS curso_tipo,
  COALESCE((SELECT json_agg(json_build_object('dia', tc.dia, 'ativo', tc.ativo, 'horarios', tc.horarios) ORDER BY tc.dia)
              FROM turma_calendario tc WHERE tc.turma_id = t.id), '[]'::json) AS calendarios`;
const FROM = 'turma t JOIN curso c ON c.id = t.curso_id';

/** Always 7 days, 0..6, whatever was stored. */
const withWeek = (row: Record<string, unknown>) => ({
  ...row,
  calendarios: normalizeWeek(row.calendarios as Parameters<typeof normalizeWeek>[0]),
});

async function loadTurma(db: Db, id: number | string) {
  const where = idOrUuid('t', id);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${SELECT} FROM ${FROM} WHERE ${where.sql}`,
    [where.value],
  );
  return rows[0] ? withWeek(rows[0]) : null;
}

type Input = z.output<typeof turmaInputSchema>;

export function turmaRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) =>
    validateClass(raw as Parameters<typeof validateClass>[0]);

  const check = async (body: Input) => {
    const b = new FieldErrorsBuilder();
    if (!(await existingIds(db, 'curso', [body.curso_id])).size) b.add('curso_id', MESSAGES.field.gone);
    if (!(await existingIds(db, 'modalidade', [body.modalidade_id])).size) {
      b.add('modalidade_id', MESSAGES.field.gone);
    }
    assertValid(b.build());
  };

  const values = async (body: Input) => {
    let tipo = body.tipo_curso_id ?? null;
    if (tipo === null) {
      // Default to the course's own type (1-based position in TIPOS_CURSO).
      const { rows } = await db.query<{ tipo: string | null }>('SELECT tipo FROM curso WHERE id = $1', [
        body.curso_id,
      ]);
      const index = (TIPOS_CURSO as readonly (string | null)[]).indexOf(rows[0]?.tipo ?? null);
      tipo = index >= 0 ? index + 1 : null;
    }
    return {
      nome: body.nome.trim(),
      curso_id: body.curso_id,
      modalidade_id: body.modalidade_id,
      tipo_curso_id: tipo,
      data_inicio: body.data_inicio ?? null,
      data_fim: body.data_fim ?? null,
      categoria: body.categoria ?? null,
      data_cancelamento: body.data_cancelamento ?? null,
    };
  };

  const saveWeek = async (tx: Db, id: number, body: Input) => {
    await tx.query('DELETE FROM turma_calendario WHERE turma_id = $1', [id]);
    for (const day of normalizeWeek(body.calendarios)) {
      const horarios = JSON.stringify(day.ativo ? day.horarios : []);
      await insertValues(tx, 'turma_calendario', {
        turma_id: id,
        dia: day.dia,
        ativo: day.ativo,
        horarios: expr((p) => `${p(horarios)}::jsonb`),
      });
    }
  };

  route(
    app,
    services,
    'turmas.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.nome) q.where(searched(q, ['t.nome', 't.codigo'], query.nome));
      if (query.curso_id !== undefined) q.where(`t.curso_id = ${q.p(query.curso_id)}`);
      return pagedList(
        db,
        q,
        { select: SELECT, from: FROM, order: 't.data_inicio DESC NULLS LAST, t.id DESC' },
        query,
        withWeek,
      );
    },
    { cache: true },
  );

  route(app, services, 'turmas.get', async ({ params }) => {
    const t = await loadTurma(db, params.id);
    if (!t) throw notFound();
    return { data: t };
  });

  /** Setting or clearing a cancellation needs `turma.cancelar` (the domain's rule): 403 otherwise. */
  const assertMayCancel = (user: CurrentUser | null, before: string | null, body: Input) => {
    if (!mayChangeClassCancellation(user?.permissions ?? [], before, body.data_cancelamento))
      throw forbidden();
  };

  route(
    app,
    services,
    'turmas.create',
    async ({ body, user }) => {
      assertMayCancel(user, null, body);
      await check(body);
      const v = await values(body);
      const id = await db.transaction(async (tx) => {
        const id = await insertRow(tx, 'turma', { codigo: expr(() => 'gen_random_uuid()::text'), ...v });
        // The code is derived from the id, so it is unique without a second counter. Padded to
        // five digits, never cut: lpad shortens a longer text (100001 would read 10000).
        await tx.query(
          `UPDATE turma SET codigo = 'TUR-' || lpad(id::text, greatest(5, length(id::text)), '0') WHERE id = $1`,
          [id],
        );
        await saveWeek(tx, id, body);
        return id;
      });
      return { data: await loadTurma(db, id) };
    },
    { validate },
  );

  route(
    app,
    services,
    'turmas.update',
    async ({ params, body, user }) => {
      const id = await findId(db, 'turma', params.id);
      const { rows } = await db.query<{ cancelada: string | null }>(
        'SELECT data_cancelamento::text AS cancelada FROM turma WHERE id = $1',
        [id],
      );
      assertMayCancel(user, rows[0]?.cancelada ?? null, body);
      await check(body);
      const v = await values(body);
      await db.transaction(async (tx) => {
        await updateRow(tx, 'turma', id, v, { version: body.updated_at });
        await saveWeek(tx, id, body);
      });
      return { data: await loadTurma(db, id) };
    },
    { validate },
  );

  route(app, services, 'turmas.delete', async ({ params }) => {
    await deleteRow(db, 'turma', params.id);
    return undefined;
  });
}
