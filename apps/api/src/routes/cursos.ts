/**
 * Courses (§2.4, §2.5): list with every filter, the record with modules/subjects/materials, a
 * save that writes the whole tree in one transaction, delete, and the module/subject pickers.
 */

import type { cursoInputSchema } from '@hangar/api-client/contract';
import {
  type FieldErrors,
  FieldErrorsBuilder,
  keptImageUrl,
  MESSAGES,
  markedDeleted,
  mayHoldMaterialType,
  validateApelidoKept,
  validateCourse,
} from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';
import type { Db } from '../db/db.js';
import { assertValid, HttpError, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  findId,
  idOrUuid,
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
import { isAcceptedImageUrl } from '../storage/image-url.js';
import { questionsOfCourse, refreshSituacao } from './questoes.js';

type CursoInput = z.output<typeof cursoInputSchema>;

const SELECT = `c.id, c.uuid::text AS uuid, c.apelido, c.nome, c.qualificacao, c.tipo, c.descricao, c.modalidade_id,
  CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'nome', m.nome) END AS modalidade,
  c.situacao, c.imagem_url, c.curso_id, c.permite_sem_homologacao, ${isoMs('c.updated_at')} AS updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', cat.id, 'nome', cat.nome) ORDER BY cat.nome)
              FROM curso_categoria cc JOIN categoria cat ON cat.id = cc.categoria_id
             WHERE cc.curso_id = c.id), '[]'::json) AS categorias`;
const FROM = 'curso c LEFT JOIN modalidade m ON m.id = c.modalidade_id';
/** The list's counts of what a delete takes with it (the delete question names them). */
const LINK_COUNTS = `(SELECT count(*)::int FROM curso_tenant ct WHERE ct.curso_id = c.id) AS entidades_count,
  (SELECT count(*)::int FROM questao_curso qc WHERE qc.curso_id = c.id) AS questoes_count,
  (SELECT count(*)::int FROM turma t WHERE t.curso_id = c.id) AS turmas_count`;

/** Loads one course with its tree, or null. */
export async function loadCurso(db: Db, id: number | string) {
  const where = idOrUuid('c', id);
  const { rows } = await db.query<Record<string, unknown> & { id: number }>(
    `SELECT ${SELECT} FROM ${FROM} WHERE ${where.sql}`,
    [where.value],
  );
  const curso = rows[0];
  if (!curso) return null;
  const { rows: modulos } = await db.query<{ id: number; nome: string; ordem: number; curso_id: number }>(
    'SELECT id, nome, ordem, curso_id FROM curso_modulo WHERE curso_id = $1 ORDER BY ordem, id',
    [curso.id],
  );
  const { rows: assuntos } = await db.query<{
    id: number;
    nome: string;
    ordem: number;
    curso_modulo_id: number;
  }>(
    `SELECT a.id, a.nome, a.ordem, a.curso_modulo_id FROM assunto a
       JOIN curso_modulo cm ON cm.id = a.curso_modulo_id
      WHERE cm.curso_id = $1 ORDER BY a.ordem, a.id`,
    [curso.id],
  );
  const { rows: arquivos } = await db.query<{
    id: number;
    assunto_id: number;
    arquivo_id: number;
    nome: string;
    caminho: string;
    tipo_arquivo_id: number;
  }>(
    `SELECT aa.id, aa.assunto_id, aa.arquivo_id, aa.nome, f.url AS caminho, f.nome_original AS arquivo_nome,
            aa.tipo_arquivo_id
       FROM assunto_arquivo aa
       JOIN arquivo f ON f.id = aa.arquivo_id
       JOIN assunto a ON a.id = aa.assunto_id
       JOIN curso_modulo cm ON cm.id = a.curso_modulo_id
      WHERE cm.curso_id = $1 ORDER BY aa.ordem, aa.id`,
    [curso.id],
  );
  const classified = await classifiedCounts(db, curso.id);
  return {
    ...curso,
    modulos: modulos.map((m) => ({
      ...m,
      questoes_count: classified.modulos.get(m.id) ?? 0,
      assuntos: assuntos
        .filter((a) => a.curso_modulo_id === m.id)
        .map((a) => ({
          ...a,
          questoes_count: classified.assuntos.get(a.id) ?? 0,
          arquivos: arquivos.filter((f) => f.assunto_id === a.id).map(({ assunto_id: _, ...f }) => f),
        })),
    })),
  };
}

/**
 * How many questions are classified under each module (in it or in one of its subjects) and each
 * subject of course `cursoId`: removing one asks with it (`moduleRemoveQuestion`). Two grouped
 * queries, whatever the tree's size (the 50 × 20 course save answers the tree too).
 */
async function classifiedCounts(db: Db, cursoId: number) {
  const [modulos, assuntos] = await Promise.all([
    db.query<{ id: number; n: number }>(
      `SELECT x.id, count(DISTINCT x.questao_id)::int AS n FROM (
         SELECT qm.curso_modulo_id AS id, qm.questao_id FROM questao_modulo qm
           JOIN curso_modulo cm ON cm.id = qm.curso_modulo_id WHERE cm.curso_id = $1
         UNION ALL
         SELECT a.curso_modulo_id, qa.questao_id FROM questao_assunto qa
           JOIN assunto a ON a.id = qa.assunto_id
           JOIN curso_modulo cm ON cm.id = a.curso_modulo_id WHERE cm.curso_id = $1) x
       GROUP BY x.id`,
      [cursoId],
    ),
    db.query<{ id: number; n: number }>(
      `SELECT qa.assunto_id AS id, count(*)::int AS n FROM questao_assunto qa
         JOIN assunto a ON a.id = qa.assunto_id
         JOIN curso_modulo cm ON cm.id = a.curso_modulo_id
        WHERE cm.curso_id = $1 GROUP BY qa.assunto_id`,
      [cursoId],
    ),
  ]);
  const byId = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]));
  return { modulos: byId(modulos.rows), assuntos: byId(assuntos.rows) };
}

/**
 * The apelido another course holds (on create) or a changed one (on update: read-only once
 * saved, §2.5), and references the body makes to other tables, checked before writing (422,
 * never a 500).
 */
async function checkReferences(
  db: Db,
  body: CursoInput,
  exceptId: number | null,
  callerId: number,
): Promise<FieldErrors> {
  const b = new FieldErrorsBuilder();
  if (exceptId !== null) b.merge(validateApelidoKept(await savedApelido(db, exceptId), body.apelido));
  else if (await apelidoTaken(db, body.apelido, null)) b.add('apelido', MESSAGES.taken.course);
  if (!(await isAcceptedImageUrl(db, 'curso', exceptId, body.imagem_url, callerId))) {
    b.add('imagem_url', MESSAGES.image.notUploaded);
  }
  const invalid = (field: string) => b.add(field, MESSAGES.field.invalid);
  if (body.modalidade_id != null && !(await existingIds(db, 'modalidade', [body.modalidade_id])).size) {
    b.add('modalidade_id', MESSAGES.field.gone);
  }
  const cats = await existingIds(db, 'categoria', body.categorias);
  if (body.categorias.some((c) => !cats.has(c))) b.add('categorias', MESSAGES.field.oneGone);
  const files = body.modulos.flatMap((m) => m.assuntos.flatMap((a) => a.arquivos.map((f) => f.arquivo_id)));
  const types = body.modulos.flatMap((m) =>
    m.assuntos.flatMap((a) => a.arquivos.map((f) => f.tipo_arquivo_id)),
  );
  const existingFiles = await attachableUploads(db, callerId, { kind: 'curso', id: exceptId }, files);
  const existingTypes = await existingIds(db, 'tipo_arquivo', types);
  for (const [i, m] of body.modulos.entries()) {
    for (const [j, a] of m.assuntos.entries()) {
      for (const [k, f] of a.arquivos.entries()) {
        const at = `modulos.${i}.assuntos.${j}.arquivos.${k}`;
        const upload = existingFiles.get(f.arquivo_id);
        if (!upload) invalid(`${at}.arquivo_id`);
        if (!existingTypes.has(f.tipo_arquivo_id)) invalid(`${at}.tipo_arquivo_id`);
        else if (upload && !mayHoldMaterialType(f.tipo_arquivo_id, upload.mime, upload.heldAs)) {
          b.add(`${at}.tipo_arquivo_id`, MESSAGES.material.typeMismatch);
        }
      }
    }
  }
  return b.build();
}

/**
 * Writes the course and its tree. New items (`new`, or an id that is not one of this course's)
 * are inserted; existing ones updated; `deleted_at` ones removed; `ordem` is renumbered from the
 * position among the kept items. Materials of a subject are replaced by the list sent. Existing
 * items the body leaves out are kept (only `deleted_at` removes, §4), after the sent ones in
 * their previous order, as the mocks do. The situacao of the questions classified under the
 * course is re-derived afterwards (§4), in the same transaction.
 */
async function saveTree(tx: Db, cursoId: number, body: CursoInput): Promise<void> {
  // Read before the removals cascade away the links that say which questions they touch.
  const classified = await questionsOfCourse(tx, cursoId);
  await writeTree(tx, cursoId, body);
  await refreshSituacao(tx, classified);
}

async function writeTree(tx: Db, cursoId: number, body: CursoInput): Promise<void> {
  await tx.query('DELETE FROM curso_categoria WHERE curso_id = $1', [cursoId]);
  if (body.categorias.length) {
    await tx.query(
      'INSERT INTO curso_categoria (curso_id, categoria_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [cursoId, [...new Set(body.categorias)]],
    );
  }
  const { rows: own } = await tx.query<{ id: number }>('SELECT id FROM curso_modulo WHERE curso_id = $1', [
    cursoId,
  ]);
  const ownModules = new Set(own.map((r) => r.id));
  const { rows: ownA } = await tx.query<{ id: number }>(
    'SELECT a.id FROM assunto a JOIN curso_modulo cm ON cm.id = a.curso_modulo_id WHERE cm.curso_id = $1',
    [cursoId],
  );
  const ownSubjects = new Set(ownA.map((r) => r.id));
  const isExisting = (item: { id?: number | string; new?: boolean }, set: Set<number>) =>
    item.new !== true && typeof item.id === 'number' && set.has(item.id);
  // A subject moved to a later module is written there, not left out here.
  const sentSubjects = body.modulos.flatMap((m) =>
    m.assuntos.filter((a) => isExisting(a, ownSubjects)).map((a) => a.id as number),
  );

  // The plan, in the body's order; then a handful of set-wise statements carry it out, however
  // large the tree (a course of 50 modules × 20 subjects took ~2,100 statements, ~390 ms).
  type Subject = {
    id?: number;
    nome: string;
    ordem: number;
    arquivos: CursoInput['modulos'][number]['assuntos'][number]['arquivos'];
  };
  const modules: { id?: number; nome: string; ordem: number; subjects: Subject[] }[] = [];
  const dropModules: number[] = [];
  const dropSubjects: number[] = [];
  for (const m of body.modulos) {
    if (markedDeleted(m)) {
      if (isExisting(m, ownModules)) dropModules.push(m.id as number);
      continue;
    }
    const subjects: Subject[] = [];
    for (const a of m.assuntos) {
      if (markedDeleted(a)) {
        if (isExisting(a, ownSubjects)) dropSubjects.push(a.id as number);
        continue;
      }
      const id = isExisting(a, ownSubjects) ? (a.id as number) : undefined;
      subjects.push({ id, nome: a.nome.trim(), ordem: subjects.length, arquivos: a.arquivos });
    }
    const id = isExisting(m, ownModules) ? (m.id as number) : undefined;
    modules.push({ id, nome: m.nome.trim(), ordem: modules.length, subjects });
  }

  const oldModules = modules.filter((m) => m.id !== undefined);
  if (oldModules.length) {
    await tx.query(
      `UPDATE curso_modulo t SET nome = v.nome, ordem = v.ordem
         FROM unnest($1::int[], $2::text[], $3::int[]) AS v(id, nome, ordem) WHERE t.id = v.id`,
      [oldModules.map((m) => m.id), oldModules.map((m) => m.nome), oldModules.map((m) => m.ordem)],
    );
  }
  const newModules = modules.filter((m) => m.id === undefined);
  if (newModules.length) {
    // New modules have distinct positions: the answer's `ordem` says which row is which.
    const { rows } = await tx.query<{ id: number; ordem: number }>(
      `INSERT INTO curso_modulo (curso_id, nome, ordem)
         SELECT $1, v.nome, v.ordem FROM unnest($2::text[], $3::int[]) AS v(nome, ordem) RETURNING id, ordem`,
      [cursoId, newModules.map((m) => m.nome), newModules.map((m) => m.ordem)],
    );
    const byOrdem = new Map(rows.map((r) => [r.ordem, r.id]));
    for (const m of newModules) m.id = byOrdem.get(m.ordem)!;
  }
  const subjects = modules.flatMap((m) => m.subjects.map((a) => ({ ...a, moduleId: m.id as number })));
  const oldSubjects = subjects.filter((a) => a.id !== undefined);
  if (oldSubjects.length) {
    await tx.query(
      `UPDATE assunto t SET nome = v.nome, ordem = v.ordem, curso_modulo_id = v.modulo
         FROM unnest($1::int[], $2::text[], $3::int[], $4::int[]) AS v(id, nome, ordem, modulo) WHERE t.id = v.id`,
      [
        oldSubjects.map((a) => a.id),
        oldSubjects.map((a) => a.nome),
        oldSubjects.map((a) => a.ordem),
        oldSubjects.map((a) => a.moduleId),
      ],
    );
  }
  const newSubjects = subjects.filter((a) => a.id === undefined);
  if (newSubjects.length) {
    const { rows } = await tx.query<{ id: number; curso_modulo_id: number; ordem: number }>(
      `INSERT INTO assunto (curso_modulo_id, nome, ordem)
         SELECT v.modulo, v.nome, v.ordem FROM unnest($1::int[], $2::text[], $3::int[]) AS v(modulo, nome, ordem)
       RETURNING id, curso_modulo_id, ordem`,
      [newSubjects.map((a) => a.moduleId), newSubjects.map((a) => a.nome), newSubjects.map((a) => a.ordem)],
    );
    const byPlace = new Map(rows.map((r) => [`${r.curso_modulo_id}:${r.ordem}`, r.id]));
    for (const a of newSubjects) a.id = byPlace.get(`${a.moduleId}:${a.ordem}`)!;
  }
  // Removed after the moves: a subject sent under another module survives its old module.
  if (dropSubjects.length) await tx.query('DELETE FROM assunto WHERE id = ANY($1::int[])', [dropSubjects]);
  if (dropModules.length) await tx.query('DELETE FROM curso_modulo WHERE id = ANY($1::int[])', [dropModules]);

  // A subject's materials are replaced by the list sent.
  const written = subjects.map((a) => a.id as number);
  if (written.length) {
    await tx.query('DELETE FROM assunto_arquivo WHERE assunto_id = ANY($1::int[])', [written]);
    const files = subjects.flatMap((a) => a.arquivos.map((f, k) => ({ ...f, assunto: a.id as number, k })));
    if (files.length) {
      await tx.query(
        `INSERT INTO assunto_arquivo (assunto_id, arquivo_id, nome, tipo_arquivo_id, ordem)
           SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[])`,
        [
          files.map((f) => f.assunto),
          files.map((f) => f.arquivo_id),
          files.map((f) => f.nome),
          files.map((f) => f.tipo_arquivo_id),
          files.map((f) => f.k),
        ],
      );
    }
  }

  // Items the body left out keep their previous order, after the sent ones.
  const moduleIds = modules.map((m) => m.id as number);
  if (moduleIds.length) {
    await tx.query(
      `UPDATE assunto t SET ordem = b.start + r.n::int - 1
         FROM (SELECT id, curso_modulo_id, row_number() OVER (PARTITION BY curso_modulo_id ORDER BY ordem, id) AS n
                 FROM assunto WHERE curso_modulo_id = ANY($1::int[]) AND id <> ALL($2::int[])) r
         JOIN unnest($1::int[], $3::int[]) AS b(modulo, start) ON b.modulo = r.curso_modulo_id
        WHERE t.id = r.id`,
      [moduleIds, [...sentSubjects, ...written], modules.map((m) => m.subjects.length)],
    );
  }
  await tx.query(
    `UPDATE curso_modulo t SET ordem = $1::int + r.n::int - 1
       FROM (SELECT id, row_number() OVER (ORDER BY ordem, id) AS n FROM curso_modulo
              WHERE curso_id = $2 AND id <> ALL($3::int[])) r
      WHERE t.id = r.id`,
    [modules.length, cursoId, moduleIds],
  );
}

const columns = (body: CursoInput) => ({
  apelido: body.apelido.trim(),
  nome: body.nome.trim(),
  qualificacao: body.qualificacao ?? null,
  tipo: body.tipo ?? null,
  descricao: body.descricao ?? null,
  modalidade_id: body.modalidade_id ?? null,
  situacao: body.situacao,
  imagem_url: keptImageUrl(body.imagem_url),
  curso_id: body.curso_id ?? null,
  permite_sem_homologacao: body.permite_sem_homologacao,
});

/** The ID a saved course keeps (§2.5: read-only once saved). */
async function savedApelido(db: Db, id: number): Promise<string> {
  const { rows } = await db.query<{ apelido: string }>('SELECT apelido FROM curso WHERE id = $1', [id]);
  if (!rows[0]) throw notFound();
  return rows[0].apelido;
}

async function apelidoTaken(db: Db, apelido: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM curso WHERE lower(apelido) = lower($1) AND id IS DISTINCT FROM $2',
    [apelido.trim(), exceptId],
  );
  return rows.length > 0;
}

export function cursoRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) =>
    validateCourse(raw as Parameters<typeof validateCourse>[0]);

  route(
    app,
    services,
    'cursos.list',
    async ({ query }) => {
      const q = new Sql();
      if (query.query) q.where(searched(q, ['c.nome', 'c.apelido'], query.query));
      if (query.nome) q.where(searched(q, ['c.nome'], query.nome));
      if (query.situacao?.length) q.where(`c.situacao = ANY(${q.p(query.situacao)}::text[])`);
      if (query.qualificacao) q.where(`c.qualificacao = ${q.p(query.qualificacao)}`);
      if (query.modalidade !== undefined) q.where(`c.modalidade_id = ${q.p(query.modalidade)}`);
      if (query.tipo) q.where(`c.tipo = ${q.p(query.tipo)}`);
      if (query.categorias?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM curso_categoria cc WHERE cc.curso_id = c.id AND cc.categoria_id = ANY(${q.p(query.categorias)}::int[]))`,
        );
      }
      if (query.entidades?.length) {
        q.where(
          `EXISTS (SELECT 1 FROM curso_tenant ct WHERE ct.curso_id = c.id AND ct.tenant_id = ANY(${q.p(query.entidades)}::int[]))`,
        );
      }
      const order = orderBy(
        query.order_by,
        { nome: 'lower(c.nome)', apelido: 'lower(c.apelido)', situacao: 'c.situacao', id: 'c.id' },
        'c.id',
      );
      return pagedList(db, q, { select: `${SELECT}, ${LINK_COUNTS}`, from: FROM, order }, query);
    },
    { cache: true },
  );

  route(app, services, 'cursos.get', async ({ params }) => {
    const curso = await loadCurso(db, params.id);
    if (!curso) throw notFound();
    return { data: curso };
  });

  route(
    app,
    services,
    'cursos.create',
    async ({ body, user }) => {
      assertValid(await checkReferences(db, body, null, user!.id));
      const id = await db.transaction(async (tx) => {
        const id = await insertRow(tx, 'curso', columns(body));
        await saveTree(tx, id, body);
        return id;
      });
      return { data: (await loadCurso(db, id))! };
    },
    { validate },
  );

  route(
    app,
    services,
    'cursos.update',
    async ({ params, body, user }) => {
      const id = await findId(db, 'curso', params.id);
      assertValid(await checkReferences(db, body, id, user!.id));
      await db.transaction(async (tx) => {
        // First in the transaction: the row lock serialises concurrent saves of this tree.
        await updateRow(tx, 'curso', id, columns(body), { version: body.updated_at });
        await saveTree(tx, id, body);
      });
      return { data: (await loadCurso(db, id))! };
    },
    { validate },
  );

  route(app, services, 'cursos.delete', async ({ params }) => {
    const id = await findId(db, 'curso', params.id);
    await db.transaction(async (tx) => {
      // A class keeps its course (a foreign key): say so, rather than the key's generic 409.
      const { rows: turmas } = await tx.query('SELECT 1 FROM turma WHERE curso_id = $1 LIMIT 1', [id]);
      if (turmas.length > 0) throw new HttpError(409, MESSAGES.conflict.courseHasClasses);
      // The questions classified under it lose those links (cascade): their situacao follows.
      const classified = await questionsOfCourse(tx, id);
      await deleteRow(tx, 'curso', id);
      await refreshSituacao(tx, classified);
    });
    return undefined;
  });

  route(
    app,
    services,
    'cursos.modulos',
    async ({ query }) => {
      const { rows } = await db.query<{ id: number; nome: string; ordem: number; curso_id: number }>(
        'SELECT id, nome, ordem, curso_id FROM curso_modulo WHERE curso_id = ANY($1::int[]) ORDER BY curso_id, ordem, id',
        [query.cursos],
      );
      return { data: rows };
    },
    { cache: true },
  );

  route(
    app,
    services,
    'cursos.assuntos',
    async ({ query }) => {
      const { rows } = await db.query<{ id: number; nome: string; ordem: number; curso_modulo_id: number }>(
        `SELECT id, nome, ordem, curso_modulo_id FROM assunto WHERE curso_modulo_id = ANY($1::int[])
        ORDER BY curso_modulo_id, ordem, id`,
        [query.modulos],
      );
      return { data: rows };
    },
    { cache: true },
  );
}
