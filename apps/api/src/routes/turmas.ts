/** Classes (§2.14) with their weekly schedule. */

import type { turmaInputSchema } from '@hangar/api-client/contract';
import { FieldErrorsBuilder, MESSAGES, normalizeWeek, TIPOS_CURSO, validateClass } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { assertValid, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import { existingIds, idOrUuid, like, pagedList, Sql } from '../http/sql.js';
import type { Services } from '../services.js';

const SELECT = `t.id, t.uuid::text AS uuid, t.codigo, t.nome, t.curso_id, t.modalidade_id, t.tipo_curso_id,
  t.data_inicio, t.data_fim, t.categoria, t.data_cancelamento, t.total_aluno,
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
    if (!(await existingIds(db, 'curso', [body.curso_id])).size) b.add('curso_id', MESSAGES.field.invalid);
    if (!(await existingIds(db, 'modalidade', [body.modalidade_id])).size) {
      b.add('modalidade_id', MESSAGES.field.invalid);
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
    return [
      body.nome.trim(),
      body.curso_id,
      body.modalidade_id,
      tipo,
      body.data_inicio ?? null,
      body.data_fim ?? null,
      body.categoria ?? null,
      body.data_cancelamento ?? null,
    ];
  };

  const saveWeek = async (tx: Db, id: number, body: Input) => {
    await tx.query('DELETE FROM turma_calendario WHERE turma_id = $1', [id]);
    for (const day of normalizeWeek(body.calendarios)) {
      await tx.query(
        'INSERT INTO turma_calendario (turma_id, dia, ativo, horarios) VALUES ($1, $2, $3, $4::jsonb)',
        [id, day.dia, day.ativo, JSON.stringify(day.ativo ? day.horarios : [])],
      );
    }
  };

  route(app, services, 'turmas.list', async ({ query }) => {
    const q = new Sql();
    if (query.nome) {
      const p = q.p(like(query.nome));
      q.where(`(t.nome ILIKE ${p} OR t.codigo ILIKE ${p})`);
    }
    if (query.curso_id !== undefined) q.where(`t.curso_id = ${q.p(query.curso_id)}`);
    return pagedList(
      db,
      q,
      { select: SELECT, from: FROM, order: 't.data_inicio DESC NULLS LAST, t.id DESC' },
      query,
      withWeek,
    );
  });

  route(app, services, 'turmas.get', async ({ params }) => {
    const t = await loadTurma(db, params.id);
    if (!t) throw notFound();
    return { data: t };
  });

  route(
    app,
    services,
    'turmas.create',
    async ({ body }) => {
      await check(body);
      const v = await values(body);
      const id = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO turma (codigo, nome, curso_id, modalidade_id, tipo_curso_id, data_inicio, data_fim, categoria,
             data_cancelamento)
           VALUES (gen_random_uuid()::text, $1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          v,
        );
        // The code is derived from the id, so it is unique without a second counter.
        await tx.query(`UPDATE turma SET codigo = 'TUR-' || lpad(id::text, 5, '0') WHERE id = $1`, [
          rows[0]!.id,
        ]);
        await saveWeek(tx, rows[0]!.id, body);
        return rows[0]!.id;
      });
      return { data: await loadTurma(db, id) };
    },
    { validate },
  );

  route(
    app,
    services,
    'turmas.update',
    async ({ params, body }) => {
      const where = idOrUuid('t', params.id);
      const { rows } = await db.query<{ id: number }>(`SELECT t.id FROM turma t WHERE ${where.sql}`, [
        where.value,
      ]);
      const id = rows[0]?.id;
      if (id === undefined) throw notFound();
      await check(body);
      const v = await values(body);
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE turma SET nome = $2, curso_id = $3, modalidade_id = $4, tipo_curso_id = $5, data_inicio = $6,
             data_fim = $7, categoria = $8, data_cancelamento = $9, updated_at = now() WHERE id = $1`,
          [id, ...v],
        );
        await saveWeek(tx, id, body);
      });
      return { data: await loadTurma(db, id) };
    },
    { validate },
  );

  route(app, services, 'turmas.delete', async ({ params }) => {
    const where = idOrUuid('t', params.id);
    const { rowCount } = await db.query(`DELETE FROM turma t WHERE ${where.sql}`, [where.value]);
    if (rowCount === 0) throw notFound();
    return undefined;
  });
}
