/** Questions (§2.7–§2.9): list with every filter, answers, classification and its situacao. */
import {
  FieldErrorsBuilder,
  MESSAGES,
  mayChangeQuestionCatalogue,
  mayChangeQuestionProblems,
  mayClassifyQuestion,
  type QuestionSituacao,
  questionSituacao,
  validateQuestion,
} from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { saveProblemLinks, withProblemLinks } from '../db/problem-links.js';
import { forbidden, notFound, ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  allOf,
  deleteRow,
  existingIds,
  findId,
  idOrUuid,
  insertRow,
  isoMs,
  lockVersion,
  pagedList,
  Sql,
  searchPatterns,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';

const TOTALS = `(SELECT count(*)::int FROM questao_curso x WHERE x.questao_id = q.id) AS total_curso,
  (SELECT count(*)::int FROM questao_modulo x WHERE x.questao_id = q.id) AS total_modulo,
  (SELECT count(*)::int FROM questao_assunto x WHERE x.questao_id = q.id) AS total_assunto`;
const SELECT = `q.id, q.uuid::text AS uuid, q.titulo, q.descricao, q.situacao, q.ativo::int AS ativo,
  ${isoMs('q.updated_at')} AS updated_at, ${TOTALS}`;

/**
 * The title search: every word of the term in `titulo_busca`, the title folded at write time
 * (migration 0022), whose trigram index serves the AND of the words' ILIKEs over 100,000
 * questions (`test/search.test.ts`).
 */
export const titleSearched = (q: Sql, term: string) =>
  allOf(searchPatterns(term).map((pattern) => `q.titulo_busca ILIKE ${q.p(pattern)}`));

async function loadClassificacao(db: Db, questaoId: number) {
  const [cursos, modulos, assuntos, problemas] = await Promise.all([
    db.query<{ id: number; nome: string; tipo: string | null }>(
      `SELECT c.id, c.nome, c.tipo FROM questao_curso x JOIN curso c ON c.id = x.curso_id
        WHERE x.questao_id = $1 ORDER BY c.nome, c.id`,
      [questaoId],
    ),
    db.query<{ id: number; nome: string; curso_id: number }>(
      `SELECT m.id, m.nome, m.curso_id FROM questao_modulo x JOIN curso_modulo m ON m.id = x.curso_modulo_id
        WHERE x.questao_id = $1 ORDER BY m.curso_id, m.ordem, m.id`,
      [questaoId],
    ),
    db.query<{ id: number; nome: string; curso_modulo_id: number }>(
      `SELECT a.id, a.nome, a.curso_modulo_id FROM questao_assunto x JOIN assunto a ON a.id = x.assunto_id
        WHERE x.questao_id = $1 ORDER BY a.curso_modulo_id, a.ordem, a.id`,
      [questaoId],
    ),
    db.query<{ id: number; titulo: string }>(
      `SELECT p.id, p.titulo FROM questao_problema x JOIN problema p ON p.id = x.problema_id
        WHERE x.questao_id = $1 ORDER BY p.titulo, p.id`,
      [questaoId],
    ),
  ]);
  return { cursos: cursos.rows, modulos: modulos.rows, assuntos: assuntos.rows, problemas: problemas.rows };
}

/**
 * The situacao of each question of `ids`, derived from what it is linked to now by the domain's
 * rule (a link to a removed course, module or subject is gone with it: ON DELETE CASCADE).
 */
async function situacoesOf(db: Db, ids: readonly number[]): Promise<Map<number, QuestionSituacao>> {
  // One after another: `db` is a transaction's one connection, which runs one query at a time.
  const cursos = await db.query<{ questao_id: number; curso_id: number }>(
    'SELECT questao_id, curso_id FROM questao_curso WHERE questao_id = ANY($1::int[])',
    [ids],
  );
  const modulos = await db.query<{ questao_id: number; id: number; curso_id: number }>(
    `SELECT x.questao_id, m.id, m.curso_id FROM questao_modulo x JOIN curso_modulo m ON m.id = x.curso_modulo_id
      WHERE x.questao_id = ANY($1::int[])`,
    [ids],
  );
  const assuntos = await db.query<{ questao_id: number; curso_modulo_id: number }>(
    `SELECT x.questao_id, a.curso_modulo_id FROM questao_assunto x JOIN assunto a ON a.id = x.assunto_id
      WHERE x.questao_id = ANY($1::int[])`,
    [ids],
  );
  // Grouped once: a deleted course may have thousands of questions classified under it.
  const byQuestion = <T extends { questao_id: number }>(rows: T[]) => {
    const groups = new Map<number, T[]>();
    for (const row of rows) {
      const group = groups.get(row.questao_id);
      if (group) group.push(row);
      else groups.set(row.questao_id, [row]);
    }
    return (id: number) => groups.get(id) ?? [];
  };
  const [cursosOf, modulosOf, assuntosOf] = [
    byQuestion(cursos.rows),
    byQuestion(modulos.rows),
    byQuestion(assuntos.rows),
  ];
  return new Map(
    ids.map((id) => [
      id,
      questionSituacao({
        cursos: cursosOf(id).map((r) => r.curso_id),
        modulos: modulosOf(id),
        assuntos: assuntosOf(id),
      }),
    ]),
  );
}

/**
 * Re-derives the stored situacao of the questions of `ids` after their classification lost a
 * course, module or subject (a course deleted, a module or subject removed by a course save): in
 * the caller's transaction, so the list never shows a stale one. Only changed rows are written.
 */
export async function refreshSituacao(tx: Db, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const situacoes = await situacoesOf(tx, ids);
  await tx.query(
    `UPDATE questao t SET situacao = v.situacao
       FROM unnest($1::int[], $2::text[]) AS v(id, situacao)
      WHERE t.id = v.id AND t.situacao IS DISTINCT FROM v.situacao`,
    [[...situacoes.keys()], [...situacoes.values()]],
  );
}

/**
 * The questions classified under course `cursoId` or any of its modules or subjects: those whose
 * situacao a change of the course's tree may alter.
 */
export async function questionsOfCourse(db: Db, cursoId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT questao_id AS id FROM questao_curso WHERE curso_id = $1
     UNION SELECT x.questao_id FROM questao_modulo x JOIN curso_modulo m ON m.id = x.curso_modulo_id WHERE m.curso_id = $1
     UNION SELECT x.questao_id FROM questao_assunto x JOIN assunto a ON a.id = x.assunto_id
             JOIN curso_modulo m ON m.id = a.curso_modulo_id WHERE m.curso_id = $1`,
    [cursoId],
  );
  return rows.map((r) => r.id);
}

export async function loadQuestao(db: Db, id: number | string) {
  const where = idOrUuid('q', id);
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    `SELECT ${SELECT} FROM questao q WHERE ${where.sql}`,
    [where.value],
  );
  const q = rows[0];
  if (!q) return null;
  const { rows: opcoes } = await db.query(
    'SELECT id, titulo, resposta_correta, number FROM questao_opcao WHERE questao_id = $1 ORDER BY number, id',
    [q.id],
  );
  return { ...q, opcoes, ...(await loadClassificacao(db, q.id)) };
}

const resolveId = (db: Db, id: number | string) => findId(db, 'questao', id);

export function questaoRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) =>
    validateQuestion(raw as Parameters<typeof validateQuestion>[0]);

  route(
    app,
    services,
    'questoes.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.titulo) q.where(titleSearched(q, query.titulo));
      if (query.cursos?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM questao_curso x WHERE x.questao_id = q.id AND x.curso_id = ANY(${q.p(query.cursos)}::int[]))`,
        );
      }
      if (query.modulos?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM questao_modulo x WHERE x.questao_id = q.id AND x.curso_modulo_id = ANY(${q.p(query.modulos)}::int[]))`,
        );
      }
      if (query.assuntos?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM questao_assunto x WHERE x.questao_id = q.id AND x.assunto_id = ANY(${q.p(query.assuntos)}::int[]))`,
        );
      }
      if (query.situacao?.length) q.where(`q.situacao = ANY(${q.p(query.situacao)}::text[])`);
      if (query.ativo !== undefined) q.where(`q.ativo = ${q.p(query.ativo)}`);
      return pagedList(db, q, { select: SELECT, from: 'questao q', order: 'q.id DESC' }, query);
    },
    { cache: true },
  );

  route(
    app,
    services,
    'questoes.simple',
    async ({ query }) => {
      const q = new Sql();
      if (query.titulo) q.where(titleSearched(q, query.titulo));
      const { rows } = await db.query<{ id: number; titulo: string }>(
        `SELECT q.id, q.titulo FROM questao q ${q.whereSql} ORDER BY q.id DESC LIMIT ${q.p(query.per_page)}`,
        q.params,
      );
      return { data: rows };
    },
    { cache: true },
  );

  route(app, services, 'questoes.get', async ({ params }) => {
    const questao = await loadQuestao(db, params.id);
    if (!questao) throw notFound();
    return { data: questao };
  });

  const saveOpcoes = async (
    tx: Db,
    questaoId: number,
    opcoes: { titulo: string; resposta_correta: boolean }[],
  ) => {
    await tx.query('DELETE FROM questao_opcao WHERE questao_id = $1', [questaoId]);
    for (const [i, o] of opcoes.entries()) {
      await insertRow(tx, 'questao_opcao', {
        questao_id: questaoId,
        titulo: o.titulo.trim(),
        resposta_correta: o.resposta_correta,
        number: i + 1,
      });
    }
  };

  route(
    app,
    services,
    'questoes.create',
    async ({ body }) => {
      const id = await db.transaction(async (tx) => {
        const id = await insertRow(tx, 'questao', {
          titulo: body.titulo.trim(),
          descricao: body.descricao ?? null,
          ativo: body.ativo,
          situacao: questionSituacao({ cursos: [], modulos: [], assuntos: [] }),
        });
        await saveOpcoes(tx, id, body.opcoes);
        return id;
      });
      return { data: (await loadQuestao(db, id))! };
    },
    { validate },
  );

  route(
    app,
    services,
    'questoes.update',
    async ({ params, body }) => {
      const id = await resolveId(db, params.id);
      await db.transaction(async (tx) => {
        await updateRow(
          tx,
          'questao',
          id,
          { titulo: body.titulo.trim(), descricao: body.descricao ?? null, ativo: body.ativo },
          { version: body.updated_at },
        );
        await saveOpcoes(tx, id, body.opcoes);
      });
      return { data: (await loadQuestao(db, id))! };
    },
    { validate },
  );

  route(app, services, 'questoes.delete', async ({ params }) => {
    await deleteRow(db, 'questao', params.id);
    return undefined;
  });

  route(app, services, 'questoes.classificacao.get', async ({ params }) => {
    const id = await resolveId(db, params.id);
    const [links, version] = await Promise.all([
      loadClassificacao(db, id),
      db.query<{ updated_at: string }>(
        `SELECT ${isoMs('updated_at')} AS updated_at FROM questao WHERE id = $1`,
        [id],
      ),
    ]);
    return { data: { ...links, updated_at: version.rows[0]!.updated_at } };
  });

  route(app, services, 'questoes.classificacao.put', async ({ params, body, user }) => {
    const id = await resolveId(db, params.id);
    const uniq = (ids: number[]) => [...new Set(ids)];
    const cursos = uniq(body.cursos);
    const modulos = uniq(body.modulos);
    const assuntos = uniq(body.assuntos);
    const problemas = uniq(body.problemas);
    // Who classifies reads the question (the save answers it whole), and what changes is checked
    // against what it changes: a problem's questions need the problem's permission, the courses,
    // modules and subjects one that reads the catalogue (`questao.alterar` alone added the
    // question to any problem, and read any question, attacker probes found).
    const before = await loadClassificacao(db, id);
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
    const held = user!.permissions;
    if (
      !mayClassifyQuestion(held) ||
      !mayChangeQuestionProblems(held, ids(before.problemas), problemas) ||
      !mayChangeQuestionCatalogue(held, ids(before.cursos), cursos) ||
      !mayChangeQuestionCatalogue(held, ids(before.modulos), modulos) ||
      !mayChangeQuestionCatalogue(held, ids(before.assuntos), assuntos)
    ) {
      throw forbidden();
    }
    const errors = new FieldErrorsBuilder();
    for (const [field, table, ids] of [
      ['cursos', 'curso', cursos],
      ['modulos', 'curso_modulo', modulos],
      ['assuntos', 'assunto', assuntos],
      ['problemas', 'problema', problemas],
    ] as const) {
      const found = await existingIds(db, table, ids);
      if (ids.some((x) => !found.has(x))) errors.add(field, MESSAGES.field.oneGone);
    }
    const built = errors.build();
    if (Object.keys(built).length) throw new ValidationError(built);
    await withProblemLinks(db, async (tx) => {
      // Saved against the version read (none sent: legacy clients, no check), checked first under
      // the row lock, as every save.
      await lockVersion(tx, 'questao', id, body.updated_at);
      // A save that changes nothing writes nothing: the question keeps its version, so an open
      // question form is not refused (409) for a wizard saved again as it was.
      const now = await loadClassificacao(tx, id);
      const same = (rows: { id: number }[], wanted: number[]) =>
        rows.length === wanted.length && rows.every((r) => wanted.includes(r.id));
      if (
        same(now.cursos, cursos) &&
        same(now.modulos, modulos) &&
        same(now.assuntos, assuntos) &&
        same(now.problemas, problemas)
      ) {
        return;
      }
      for (const [table, column, ids] of [
        ['questao_curso', 'curso_id', cursos],
        ['questao_modulo', 'curso_modulo_id', modulos],
        ['questao_assunto', 'assunto_id', assuntos],
      ] as const) {
        await tx.query(`DELETE FROM ${table} WHERE questao_id = $1`, [id]);
        if (ids.length) {
          await tx.query(`INSERT INTO ${table} (questao_id, ${column}) SELECT $1, unnest($2::int[])`, [
            id,
            ids,
          ]);
        }
      }
      // A problem linked or unlinked here gets a new version (its form lists its questions).
      await saveProblemLinks(tx, 'questao', id, problemas);
      // The situacao follows from what is now linked, by the domain's rule.
      const situacao = (await situacoesOf(tx, [id])).get(id)!;
      await updateRow(tx, 'questao', id, { situacao });
    });
    return { data: (await loadQuestao(db, id))! };
  });
}
