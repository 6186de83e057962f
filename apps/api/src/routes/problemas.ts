/** Problems (§2.6): attachments and linked questions. */

import type { problemaInputSchema } from '@hangar/api-client/contract';
import {
  FieldErrorsBuilder,
  MESSAGES,
  mayChangeProblemQuestions,
  mayHoldMaterialType,
  validateProblem,
} from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Db } from '../db/db.js';
import { saveProblemLinks, withProblemLinks } from '../db/problem-links.js';
import { assertValid, forbidden, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  insertRow,
  isoMs,
  orderBy,
  pagedList,
  Sql,
  searched,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';
import { attachableUploads } from '../storage/attachable-uploads.js';

const SELECT = `p.id, p.titulo, p.descricao, ${isoMs('p.updated_at')} AS updated_at,
  (SELECT count(*)::int FROM questao_problema x WHERE x.problema_id = p.id) AS total_questoes`;

async function loadProblema(db: Db, id: number) {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${SELECT} FROM problema p WHERE p.id = $1`,
    [id],
  );
  if (!rows[0]) return null;
  const { rows: arquivos } = await db.query(
    `SELECT pa.id, pa.arquivo_id, pa.nome, f.url AS caminho, f.nome_original AS arquivo_nome, pa.tipo_arquivo_id
       FROM problema_arquivo pa JOIN arquivo f ON f.id = pa.arquivo_id
      WHERE pa.problema_id = $1 ORDER BY pa.ordem, pa.id`,
    [id],
  );
  const { rows: questoes } = await db.query(
    `SELECT q.id, q.titulo FROM questao_problema x JOIN questao q ON q.id = x.questao_id
      WHERE x.problema_id = $1 ORDER BY q.id`,
    [id],
  );
  return { ...rows[0], arquivos, questoes };
}

type Input = z.output<typeof problemaInputSchema>;

const columns = (body: Input) => ({ titulo: body.titulo.trim(), descricao: body.descricao ?? null });

export function problemaRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) =>
    validateProblem(raw as Parameters<typeof validateProblem>[0]);

  const check = async (body: Input, callerId: number, problemaId: number | null) => {
    const b = new FieldErrorsBuilder();
    const files = await attachableUploads(
      db,
      callerId,
      { kind: 'problema', id: problemaId },
      body.arquivos.map((a) => a.arquivo_id),
    );
    const types = await existingIds(
      db,
      'tipo_arquivo',
      body.arquivos.map((a) => a.tipo_arquivo_id),
    );
    body.arquivos.forEach((a, i) => {
      const upload = files.get(a.arquivo_id);
      if (!upload) b.add(`arquivos.${i}.arquivo_id`, MESSAGES.field.invalid);
      if (!types.has(a.tipo_arquivo_id)) b.add(`arquivos.${i}.tipo_arquivo_id`, MESSAGES.field.invalid);
      else if (upload && !mayHoldMaterialType(a.tipo_arquivo_id, upload.mime, upload.heldAs)) {
        b.add(`arquivos.${i}.tipo_arquivo_id`, MESSAGES.material.typeMismatch);
      }
    });
    const qs = await existingIds(db, 'questao', body.questoes);
    if (body.questoes.some((q) => !qs.has(q))) b.add('questoes', MESSAGES.field.oneGone);
    assertValid(b.build());
  };

  const saveChildren = async (tx: Db, id: number, body: Input) => {
    await tx.query('DELETE FROM problema_arquivo WHERE problema_id = $1', [id]);
    for (const [i, a] of body.arquivos.entries()) {
      await insertRow(tx, 'problema_arquivo', {
        problema_id: id,
        arquivo_id: a.arquivo_id,
        nome: a.nome,
        tipo_arquivo_id: a.tipo_arquivo_id,
        ordem: i,
      });
    }
    // A question linked or unlinked here gets a new version (its classification lists its problems).
    await saveProblemLinks(tx, 'problema', id, body.questoes);
  };

  route(
    app,
    services,
    'problemas.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.titulo) q.where(searched(q, ['p.titulo'], query.titulo));
      if (query.questoes?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM questao_problema x WHERE x.problema_id = p.id AND x.questao_id = ANY(${q.p(query.questoes)}::int[]))`,
        );
      }
      const order = orderBy(query.order_by, { titulo: 'lower(p.titulo)', id: 'p.id' }, 'p.id');
      return pagedList(db, q, { select: SELECT, from: 'problema p', order }, query);
    },
    { cache: true },
  );

  route(app, services, 'problemas.get', async ({ params }) => {
    const p = await loadProblema(db, params.id);
    if (!p) throw notFound();
    return { data: p };
  });

  route(
    app,
    services,
    'problemas.create',
    async ({ body, user }) => {
      if (!mayChangeProblemQuestions(user!.permissions, [], body.questoes)) throw forbidden();
      await check(body, user!.id, null);
      const id = await withProblemLinks(db, async (tx) => {
        const id = await insertRow(tx, 'problema', columns(body));
        await saveChildren(tx, id, body);
        return id;
      });
      return { data: (await loadProblema(db, id))! };
    },
    { validate },
  );

  route(
    app,
    services,
    'problemas.update',
    async ({ params, body, user }) => {
      if (!(await existingIds(db, 'problema', [params.id])).size) throw notFound();
      const { rows: linked } = await db.query<{ questao_id: number }>(
        'SELECT questao_id FROM questao_problema WHERE problema_id = $1',
        [params.id],
      );
      const before = linked.map((r) => r.questao_id);
      if (!mayChangeProblemQuestions(user!.permissions, before, body.questoes)) throw forbidden();
      await check(body, user!.id, params.id);
      await withProblemLinks(db, async (tx) => {
        await updateRow(tx, 'problema', params.id, columns(body), { version: body.updated_at });
        await saveChildren(tx, params.id, body);
      });
      return { data: (await loadProblema(db, params.id))! };
    },
    { validate },
  );

  route(app, services, 'problemas.delete', async ({ params }) => {
    await deleteRow(db, 'problema', params.id);
    return undefined;
  });
}
