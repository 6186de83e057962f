/** Courses (§2.4, §2.5): list with every filter, record, save with modules/subjects/materials, pickers. */
import { keptImageUrl, MESSAGES, markedDeleted, validateApelidoKept, validateCourse } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Curso, CursoDetail, cursoInputSchema, Modulo } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockCurso } from '../fixtures/cursos.js';
import {
  findOr404,
  heldTypes,
  ilike,
  ilikeAny,
  isAcceptedImageUrl,
  materialTypeErrors,
  orderBy,
  overlaps,
  paginate,
  removeRow,
  safely,
} from './common.js';
import { assertFresh, invalid, MockHttpError, mockRoute } from './route.js';

type CursoBody = z.output<typeof cursoInputSchema>;

export function cursoOut(db: MockDb, c: MockCurso): Curso {
  const modalidade = db.modalidades.find((m) => m.id === c.modalidade_id) ?? null;
  return {
    id: c.id,
    uuid: c.uuid,
    apelido: c.apelido,
    nome: c.nome,
    qualificacao: c.qualificacao,
    tipo: c.tipo,
    descricao: c.descricao,
    modalidade_id: c.modalidade_id,
    modalidade: modalidade ? { id: modalidade.id, nome: modalidade.nome } : null,
    situacao: c.situacao,
    imagem_url: c.imagem_url,
    categorias: db.categorias
      .filter((cat) => c.categorias.includes(cat.id))
      .map(({ id, nome }) => ({ id, nome })),
    curso_id: c.curso_id,
    permite_sem_homologacao: c.permite_sem_homologacao,
  };
}

export function cursoDetailOut(db: MockDb, c: MockCurso): CursoDetail {
  return {
    ...cursoOut(db, c),
    updated_at: db.versionOf('curso', c.id),
    modulos: [...c.modulos]
      .sort((a, b) => a.ordem - b.ordem)
      .map((m) => ({
        ...m,
        // As the server: the questions classified under each, which a removal asks about.
        questoes_count: db.questoes.filter(
          (q) => q.modulos.includes(m.id) || m.assuntos.some((a) => q.assuntos.includes(a.id)),
        ).length,
        assuntos: [...m.assuntos]
          .sort((a, b) => a.ordem - b.ordem)
          .map((a) => ({
            ...a,
            questoes_count: db.questoes.filter((q) => q.assuntos.includes(a.id)).length,
            arquivos: a.arquivos.map((f) => ({ ...f })),
          })),
      })),
  };
}

/**
 * Applies the modules of a save body to a course (§4): items marked deleted are dropped, new items
 * (temporary ids or `new`) get ids, and the rest keep their ids; `ordem` becomes the position
 * among the kept items. Existing items the body leaves out are kept (only `deleted_at` removes),
 * after the sent ones in their previous order, as the server does.
 */
function applyModules(db: MockDb, cursoId: number, current: Modulo[], input: CursoBody['modulos']): Modulo[] {
  const known = new Map(current.map((m) => [m.id, m]));
  const sentIds = (items: { id?: number | string; new?: boolean }[]) =>
    new Set(items.flatMap((item) => (typeof item.id === 'number' && !item.new ? [item.id] : [])));
  const sentModules = sentIds(input);
  const sentSubjects = sentIds(input.flatMap((m) => m.assuntos));
  const leftOut = <T extends { id: number; ordem: number }>(items: T[], sent: Set<number>, from: number) =>
    items
      .filter((item) => !sent.has(item.id))
      .sort((a, b) => a.ordem - b.ordem || a.id - b.id)
      .map((item, i) => ({ ...item, ordem: from + i }));
  const applied = input
    .filter((m) => !markedDeleted(m))
    .map((m, mi) => {
      const existing = typeof m.id === 'number' && !m.new ? known.get(m.id) : undefined;
      const moduloId = existing?.id ?? db.ids.next('modulo');
      const knownSubjects = new Map((existing?.assuntos ?? []).map((a) => [a.id, a]));
      return {
        id: moduloId,
        nome: m.nome.trim(),
        ordem: mi,
        curso_id: cursoId,
        assuntos: m.assuntos
          .filter((a) => !markedDeleted(a))
          .map((a, ai) => {
            const existingSubject = typeof a.id === 'number' && !a.new ? knownSubjects.get(a.id) : undefined;
            const knownFiles = new Map((existingSubject?.arquivos ?? []).map((f) => [f.id, f]));
            return {
              id: existingSubject?.id ?? db.ids.next('assunto'),
              nome: a.nome.trim(),
              ordem: ai,
              curso_modulo_id: moduloId,
              arquivos: a.arquivos.map((f) => {
                const existingFile = typeof f.id === 'number' && !f.new ? knownFiles.get(f.id) : undefined;
                const upload = db.uploads.find((u) => u.id === f.arquivo_id);
                return {
                  id: existingFile?.id ?? db.ids.next('material'),
                  arquivo_id: f.arquivo_id,
                  nome: f.nome,
                  caminho: upload?.url ?? f.caminho ?? existingFile?.caminho ?? '',
                  arquivo_nome: upload?.nome_original ?? existingFile?.arquivo_nome ?? null,
                  tipo_arquivo_id: f.tipo_arquivo_id,
                };
              }),
            };
          }),
      };
    })
    .map((m) => {
      const before = known.get(m.id)?.assuntos ?? [];
      return { ...m, assuntos: [...m.assuntos, ...leftOut(before, sentSubjects, m.assuntos.length)] };
    });
  return [...applied, ...leftOut(current, sentModules, applied.length)];
}

/**
 * Drops the classification links of every question to courses, modules or subjects that are gone
 * (the server's ON DELETE CASCADE); the situacao follows on the next read, by the domain's rule.
 */
function pruneClassifications(db: MockDb): void {
  const cursos = new Set(db.cursos.map((c) => c.id));
  const modulos = new Set(db.cursos.flatMap((c) => c.modulos.map((m) => m.id)));
  const assuntos = new Set(db.cursos.flatMap((c) => c.modulos.flatMap((m) => m.assuntos.map((a) => a.id))));
  for (const q of db.questoes) {
    q.cursos = q.cursos.filter((id) => cursos.has(id));
    q.modulos = q.modulos.filter((id) => modulos.has(id));
    q.assuntos = q.assuntos.filter((id) => assuntos.has(id));
  }
}

function checkReferences(db: MockDb, body: CursoBody, selfId: number | null): void {
  const errors: Record<string, string[]> = {};
  const apelido = body.apelido.trim().toLowerCase();
  const self = db.cursos.find((c) => c.id === selfId);
  if (self) Object.assign(errors, validateApelidoKept(self.apelido, body.apelido));
  else if (db.cursos.some((c) => c.apelido.trim().toLowerCase() === apelido)) {
    errors.apelido = [MESSAGES.taken.course];
  }
  if (body.modalidade_id != null && !db.modalidades.some((m) => m.id === body.modalidade_id)) {
    errors.modalidade_id = [MESSAGES.field.gone];
  }
  if (body.categorias.some((id) => !db.categorias.some((c) => c.id === id)))
    errors.categorias = [MESSAGES.field.oneGone];
  const current = db.cursos.find((c) => c.id === selfId)?.imagem_url;
  if (!isAcceptedImageUrl(db, current, body.imagem_url)) errors.imagem_url = [MESSAGES.image.notUploaded];
  const sent = body.modulos.flatMap((m, i) =>
    m.assuntos.flatMap((a, j) =>
      a.arquivos.map((f, k) => ({ ...f, at: `modulos.${i}.assuntos.${j}.arquivos.${k}` })),
    ),
  );
  const held = heldTypes(self?.modulos.flatMap((m) => m.assuntos.flatMap((a) => a.arquivos)) ?? []);
  Object.assign(errors, materialTypeErrors(db, sent, held));
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

function fields(body: CursoBody) {
  return {
    // Trimmed, as the server stores it.
    apelido: body.apelido.trim(),
    nome: body.nome,
    situacao: body.situacao,
    qualificacao: body.qualificacao ?? null,
    tipo: body.tipo ?? null,
    descricao: body.descricao ?? null,
    modalidade_id: body.modalidade_id ?? null,
    imagem_url: keptImageUrl(body.imagem_url),
    categorias: [...new Set(body.categorias)],
    curso_id: body.curso_id ?? null,
    permite_sem_homologacao: body.permite_sem_homologacao,
  };
}

export function cursosHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateCourse) };
  return [
    mockRoute(db, 'cursos.list', ({ query }) => {
      const rows = db.cursos.filter(
        (c) =>
          ilikeAny([c.nome, c.apelido], query.query) &&
          ilike(c.nome, query.nome) &&
          (!query.situacao?.length || query.situacao.includes(c.situacao)) &&
          (query.qualificacao === undefined || c.qualificacao === query.qualificacao) &&
          (query.modalidade === undefined || c.modalidade_id === query.modalidade) &&
          (query.tipo === undefined || c.tipo === query.tipo) &&
          overlaps(c.categorias, query.categorias) &&
          overlaps(c.entidades, query.entidades),
      );
      const sorted = orderBy(
        rows,
        query.order_by,
        (c, f) => (c as unknown as Record<string, string | number>)[f] ?? null,
      );
      // As the server's list: what a delete takes with it, for the delete question.
      return paginate(sorted, query, (c) => ({
        ...cursoOut(db, c),
        entidades_count: db.tenants.filter((t) => t.cursos.some((x) => x.id === c.id)).length,
        questoes_count: db.questoes.filter((q) => q.cursos.includes(c.id)).length,
        turmas_count: db.turmas.filter((t) => t.curso_id === c.id).length,
      }));
    }),
    mockRoute(db, 'cursos.modulos', ({ query }) => ({
      data: db.cursos
        .filter((c) => query.cursos.includes(c.id))
        .flatMap((c) => [...c.modulos].sort((a, b) => a.ordem - b.ordem))
        .map(({ id, nome, ordem, curso_id }) => ({ id, nome, ordem, curso_id })),
    })),
    mockRoute(db, 'cursos.assuntos', ({ query }) => ({
      data: db.cursos
        .flatMap((c) => c.modulos)
        .filter((m) => query.modulos.includes(m.id))
        .flatMap((m) => [...m.assuntos].sort((a, b) => a.ordem - b.ordem))
        .map(({ id, nome, ordem, curso_modulo_id }) => ({ id, nome, ordem, curso_modulo_id })),
    })),
    mockRoute(db, 'cursos.get', ({ params }) => ({
      data: cursoDetailOut(db, findOr404(db.cursos, params.id)),
    })),
    mockRoute(
      db,
      'cursos.create',
      ({ body }) => {
        checkReferences(db, body, null);
        const id = db.nextId('curso', db.cursos);
        const curso: MockCurso = {
          id,
          uuid: db.random.uuid(),
          ...fields(body),
          modulos: [],
          entidades: [],
        };
        curso.modulos = applyModules(db, id, [], body.modulos);
        db.cursos.push(curso);
        db.touch('curso', id);
        return { data: cursoDetailOut(db, curso) };
      },
      validate,
    ),
    mockRoute(
      db,
      'cursos.update',
      ({ params, body }) => {
        const curso = findOr404(db.cursos, params.id);
        checkReferences(db, body, curso.id);
        // A stale copy would overwrite the other save, even bring back modules it deleted.
        assertFresh(db, 'curso', curso.id, body.updated_at);
        // Built first, assigned last: a save is all or nothing.
        const modulos = applyModules(db, curso.id, curso.modulos, body.modulos);
        Object.assign(curso, fields(body), { modulos });
        pruneClassifications(db);
        db.touch('curso', curso.id);
        return { data: cursoDetailOut(db, curso) };
      },
      validate,
    ),
    mockRoute(db, 'cursos.delete', ({ params }) => {
      const curso = findOr404(db.cursos, params.id);
      // Classes keep their course (a foreign key on the server): deleting it is a conflict.
      if (db.turmas.some((t) => t.curso_id === curso.id)) {
        throw new MockHttpError(409, { message: MESSAGES.conflict.courseHasClasses });
      }
      for (const t of db.tenants) t.cursos = t.cursos.filter((c) => c.id !== curso.id);
      removeRow(db.cursos, curso);
      pruneClassifications(db);
      return undefined;
    }),
  ];
}
