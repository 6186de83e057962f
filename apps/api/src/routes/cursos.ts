/**
 * Courses (§2.4, §2.5): list with every filter, the record with modules/subjects/materials, a
 * save that writes the whole tree in one transaction, delete, and the module/subject pickers.
 */

import { type cursoInputSchema, markedDeleted } from '@hangar/api-client/contract';
import { type FieldErrors, FieldErrorsBuilder, MESSAGES, validateCourse } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/db.js';
import { assertValid, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import {
  deleteRow,
  existingIds,
  findId,
  idOrUuid,
  insertRow,
  isoMs,
  like,
  orderBy,
  pagedList,
  Sql,
  updateRow,
} from '../http/sql.js';
import type { Services } from '../services.js';

type CursoInput = z.output<typeof cursoInputSchema>;

const SELECT = `c.id, c.uuid::text AS uuid, c.apelido, c.nome, c.qualificacao, c.tipo, c.descricao, c.modalidade_id,
  CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'nome', m.nome) END AS modalidade,
  c.situacao, c.imagem_url, c.curso_id, c.permite_sem_homologacao, ${isoMs('c.updated_at')} AS updated_at,
  COALESCE((SELECT json_agg(json_build_object('id', cat.id, 'nome', cat.nome) ORDER BY cat.nome)
              FROM curso_categoria cc JOIN categoria cat ON cat.id = cc.categoria_id
             WHERE cc.curso_id = c.id), '[]'::json) AS categorias`;
const FROM = 'curso c LEFT JOIN modalidade m ON m.id = c.modalidade_id';

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
    `SELECT aa.id, aa.assunto_id, aa.arquivo_id, aa.nome, f.url AS caminho, aa.tipo_arquivo_id
       FROM assunto_arquivo aa
       JOIN arquivo f ON f.id = aa.arquivo_id
       JOIN assunto a ON a.id = aa.assunto_id
       JOIN curso_modulo cm ON cm.id = a.curso_modulo_id
      WHERE cm.curso_id = $1 ORDER BY aa.ordem, aa.id`,
    [curso.id],
  );
  return {
    ...curso,
    modulos: modulos.map((m) => ({
      ...m,
      assuntos: assuntos
        .filter((a) => a.curso_modulo_id === m.id)
        .map((a) => ({
          ...a,
          arquivos: arquivos.filter((f) => f.assunto_id === a.id).map(({ assunto_id: _, ...f }) => f),
        })),
    })),
  };
}

/**
 * The apelido another course holds, and references the body makes to other tables, checked
 * before writing (422, never a 500).
 */
async function checkReferences(db: Db, body: CursoInput, exceptId: number | null): Promise<FieldErrors> {
  const b = new FieldErrorsBuilder();
  if (await apelidoTaken(db, body.apelido, exceptId)) b.add('apelido', MESSAGES.field.taken);
  const invalid = (field: string) => b.add(field, MESSAGES.field.invalid);
  if (body.modalidade_id != null && !(await existingIds(db, 'modalidade', [body.modalidade_id])).size) {
    invalid('modalidade_id');
  }
  const cats = await existingIds(db, 'categoria', body.categorias);
  if (body.categorias.some((c) => !cats.has(c))) invalid('categorias');
  const files = body.modulos.flatMap((m) => m.assuntos.flatMap((a) => a.arquivos.map((f) => f.arquivo_id)));
  const types = body.modulos.flatMap((m) =>
    m.assuntos.flatMap((a) => a.arquivos.map((f) => f.tipo_arquivo_id)),
  );
  const existingFiles = await existingIds(db, 'arquivo', files);
  const existingTypes = await existingIds(db, 'tipo_arquivo', types);
  for (const [i, m] of body.modulos.entries()) {
    for (const [j, a] of m.assuntos.entries()) {
      for (const [k, f] of a.arquivos.entries()) {
        const at = `modulos.${i}.assuntos.${j}.arquivos.${k}`;
        if (!existingFiles.has(f.arquivo_id)) invalid(`${at}.arquivo_id`);
        if (!existingTypes.has(f.tipo_arquivo_id)) invalid(`${at}.tipo_arquivo_id`);
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
 * their previous order, as the mocks do.
 */
async function saveTree(tx: Db, cursoId: number, body: CursoInput): Promise<void> {
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
  // What this save writes (ids of sent items, existing or inserted): the rest was left out.
  const written = { modules: [] as number[], subjects: [] as number[] };
  // A subject moved to a later module is written there, not left out here.
  const sentSubjects = body.modulos.flatMap((m) =>
    m.assuntos.filter((a) => isExisting(a, ownSubjects)).map((a) => a.id as number),
  );
  /** Numbers the rows `where` selects from `from` on, in their previous order. */
  const placeAfter = (table: 'curso_modulo' | 'assunto', where: string, from: number, params: unknown[]) =>
    tx.query(
      `UPDATE ${table} t SET ordem = $1::int + r.n::int - 1
         FROM (SELECT id, row_number() OVER (ORDER BY ordem, id) AS n FROM ${table} WHERE ${where}) r
        WHERE t.id = r.id`,
      [from, ...params],
    );

  let moduleOrder = 0;
  for (const m of body.modulos) {
    if (markedDeleted(m)) {
      if (isExisting(m, ownModules)) await tx.query('DELETE FROM curso_modulo WHERE id = $1', [m.id]);
      continue;
    }
    let moduleId: number;
    if (isExisting(m, ownModules)) {
      moduleId = m.id as number;
      await tx.query('UPDATE curso_modulo SET nome = $2, ordem = $3 WHERE id = $1', [
        moduleId,
        m.nome.trim(),
        moduleOrder,
      ]);
    } else {
      moduleId = await insertRow(tx, 'curso_modulo', {
        curso_id: cursoId,
        nome: m.nome.trim(),
        ordem: moduleOrder,
      });
    }
    moduleOrder++;
    written.modules.push(moduleId);
    let subjectOrder = 0;
    for (const a of m.assuntos) {
      if (markedDeleted(a)) {
        if (isExisting(a, ownSubjects)) await tx.query('DELETE FROM assunto WHERE id = $1', [a.id]);
        continue;
      }
      let assuntoId: number;
      if (isExisting(a, ownSubjects)) {
        assuntoId = a.id as number;
        await tx.query('UPDATE assunto SET nome = $2, ordem = $3, curso_modulo_id = $4 WHERE id = $1', [
          assuntoId,
          a.nome.trim(),
          subjectOrder,
          moduleId,
        ]);
      } else {
        assuntoId = await insertRow(tx, 'assunto', {
          curso_modulo_id: moduleId,
          nome: a.nome.trim(),
          ordem: subjectOrder,
        });
      }
      subjectOrder++;
      written.subjects.push(assuntoId);
      await tx.query('DELETE FROM assunto_arquivo WHERE assunto_id = $1', [assuntoId]);
      for (const [k, f] of a.arquivos.entries()) {
        await insertRow(tx, 'assunto_arquivo', {
          assunto_id: assuntoId,
          arquivo_id: f.arquivo_id,
          nome: f.nome,
          tipo_arquivo_id: f.tipo_arquivo_id,
          ordem: k,
        });
      }
    }
    await placeAfter('assunto', 'curso_modulo_id = $2 AND id <> ALL($3::int[])', subjectOrder, [
      moduleId,
      [...sentSubjects, ...written.subjects],
    ]);
  }
  await placeAfter('curso_modulo', 'curso_id = $2 AND id <> ALL($3::int[])', moduleOrder, [
    cursoId,
    written.modules,
  ]);
}

const columns = (body: CursoInput) => ({
  apelido: body.apelido.trim(),
  nome: body.nome.trim(),
  qualificacao: body.qualificacao ?? null,
  tipo: body.tipo ?? null,
  descricao: body.descricao ?? null,
  modalidade_id: body.modalidade_id ?? null,
  situacao: body.situacao,
  imagem_url: body.imagem_url ?? null,
  curso_id: body.curso_id ?? null,
  permite_sem_homologacao: body.permite_sem_homologacao,
});

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
      if (query.query) {
        const p = q.p(like(query.query));
        q.where(`(c.nome ILIKE ${p} OR c.apelido ILIKE ${p})`);
      }
      if (query.nome) q.where(`c.nome ILIKE ${q.p(like(query.nome))}`);
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
      return pagedList(db, q, { select: SELECT, from: FROM, order }, query);
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
    async ({ body }) => {
      assertValid(await checkReferences(db, body, null));
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
    async ({ params, body }) => {
      const id = await findId(db, 'curso', params.id);
      assertValid(await checkReferences(db, body, id));
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
    await deleteRow(db, 'curso', params.id);
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
