/** Classes (§2.14): list, record, save with the weekly schedule, delete. */
import {
  MESSAGES,
  mayChangeClassCancellation,
  normalizeWeek,
  TIPOS_CURSO,
  validateClass,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Turma, turmaInputSchema } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockUsuario } from '../fixtures/accounts.js';
import type { MockTurma } from '../fixtures/turmas.js';
import { findOr404, ilikeAny, paginate, removeRow, safely } from './common.js';
import { assertFresh, forbidden, invalid, mockRoute } from './route.js';

export function turmaOut(db: MockDb, t: MockTurma): Turma {
  const curso = db.cursos.find((c) => c.id === t.curso_id);
  return {
    id: t.id,
    uuid: t.uuid,
    codigo: t.codigo,
    nome: t.nome,
    curso_id: t.curso_id,
    modalidade_id: t.modalidade_id,
    tipo_curso_id: t.tipo_curso_id,
    data_inicio: t.data_inicio,
    data_fim: t.data_fim,
    categoria: t.categoria,
    calendarios: t.calendarios.map((c) => ({ ...c, horarios: c.horarios.map((h) => ({ ...h })) })),
    data_cancelamento: t.data_cancelamento,
    curso_apelido: curso?.apelido ?? '',
    curso: curso?.nome ?? '',
    curso_tipo: curso?.tipo ?? (t.tipo_curso_id ? (TIPOS_CURSO[t.tipo_curso_id - 1] ?? null) : null),
    total_aluno: t.total_aluno,
    updated_at: db.versionOf('turma', t.id),
  };
}

type TurmaBody = z.output<typeof turmaInputSchema>;

/** A class without `tipo_curso_id` takes its course's type (1-based position in TIPOS_CURSO), as on the server. */
function tipoOfCurso(db: MockDb, cursoId: number): number | null {
  const tipo = db.cursos.find((c) => c.id === cursoId)?.tipo ?? null;
  const index = (TIPOS_CURSO as readonly (string | null)[]).indexOf(tipo);
  return index >= 0 ? index + 1 : null;
}

/** The server's list order: newest start date first, classes without one last, then id descending. */
function byStartDesc(a: MockTurma, b: MockTurma): number {
  if (a.data_inicio !== b.data_inicio) {
    if (a.data_inicio === null) return 1;
    if (b.data_inicio === null) return -1;
    return a.data_inicio < b.data_inicio ? 1 : -1;
  }
  return b.id - a.id;
}

function fields(db: MockDb, body: TurmaBody) {
  const errors: Record<string, string[]> = {};
  if (!db.cursos.some((c) => c.id === body.curso_id)) errors.curso_id = [MESSAGES.field.gone];
  if (!db.modalidades.some((m) => m.id === body.modalidade_id)) errors.modalidade_id = [MESSAGES.field.gone];
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const week = normalizeWeek(body.calendarios);
  return {
    nome: body.nome,
    curso_id: body.curso_id,
    modalidade_id: body.modalidade_id,
    tipo_curso_id: body.tipo_curso_id ?? tipoOfCurso(db, body.curso_id),
    data_inicio: body.data_inicio ?? null,
    data_fim: body.data_fim ?? null,
    categoria: body.categoria ?? null,
    data_cancelamento: body.data_cancelamento ?? null,
    calendarios: week.map((c) => ({
      dia: c.dia,
      ativo: (c.ativo ? 1 : 0) as 0 | 1,
      horarios: c.ativo ? c.horarios.map((h) => ({ inicio: h.inicio, fim: h.fim })) : [],
    })),
  };
}

/** Setting or clearing a cancellation needs `turma.cancelar` (the domain's rule): 403 otherwise. */
function assertMayCancel(db: MockDb, user: MockUsuario | null, before: string | null, body: TurmaBody) {
  const held = user ? db.permissionsOf(user) : [];
  if (!mayChangeClassCancellation(held, before, body.data_cancelamento)) throw forbidden();
}

export function turmasHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateClass) };
  return [
    mockRoute(db, 'turmas.list', ({ query }) => {
      // The search matches the name or the code, as on the server.
      const rows = db.turmas.filter(
        (t) =>
          ilikeAny([t.nome, t.codigo], query.nome) &&
          (query.curso_id === undefined || t.curso_id === query.curso_id),
      );
      return paginate([...rows].sort(byStartDesc), query, (t) => turmaOut(db, t));
    }),
    mockRoute(db, 'turmas.get', ({ params }) => ({ data: turmaOut(db, findOr404(db.turmas, params.id)) })),
    mockRoute(
      db,
      'turmas.create',
      ({ body, user }) => {
        assertMayCancel(db, user, null, body);
        const id = db.nextId('turma', db.turmas);
        const turma: MockTurma = {
          id,
          uuid: db.random.uuid(),
          codigo: `T${new Date(db.now()).getUTCFullYear()}-${String(id).padStart(3, '0')}`,
          ...fields(db, body),
          total_aluno: 0,
        };
        db.turmas.push(turma);
        db.touch('turma', id);
        return { data: turmaOut(db, turma) };
      },
      validate,
    ),
    mockRoute(
      db,
      'turmas.update',
      ({ params, body, user }) => {
        const turma = findOr404(db.turmas, params.id);
        assertMayCancel(db, user, turma.data_cancelamento, body);
        const changes = fields(db, body);
        assertFresh(db, 'turma', turma.id, body.updated_at);
        Object.assign(turma, changes);
        db.touch('turma', turma.id);
        return { data: turmaOut(db, turma) };
      },
      validate,
    ),
    mockRoute(db, 'turmas.delete', ({ params }) => {
      removeRow(db.turmas, findOr404(db.turmas, params.id));
      return undefined;
    }),
  ];
}
