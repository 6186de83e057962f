/** Problems (§2.6): list, record, save with attachments and linked questions. */
import { MESSAGES, mayChangeProblemQuestions, validateProblem } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Problema, ProblemaDetail, problemaInputSchema } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockProblema } from '../fixtures/problemas.js';
import {
  findOr404,
  heldTypes,
  ilike,
  materialTypeErrors,
  orderBy,
  overlaps,
  paginate,
  removeRow,
  safely,
} from './common.js';
import { assertFresh, forbidden, invalid, mockRoute } from './route.js';

export const problemaOut = (p: MockProblema): Problema => ({
  id: p.id,
  titulo: p.titulo,
  descricao: p.descricao,
  total_questoes: p.questoes.length,
});

export function problemaDetailOut(db: MockDb, p: MockProblema): ProblemaDetail {
  return {
    ...problemaOut(p),
    arquivos: p.arquivos.map((a) => ({ ...a })),
    updated_at: db.versionOf('problema', p.id),
    questoes: db.questoes
      .filter((q) => p.questoes.includes(q.id))
      .map((q) => ({ id: q.id, titulo: q.titulo })),
  };
}

type ProblemaBody = z.output<typeof problemaInputSchema>;

function apply(db: MockDb, current: MockProblema | null, body: ProblemaBody) {
  const questoes = [...new Set(body.questoes)];
  if (questoes.some((id) => !db.questoes.some((q) => q.id === id)))
    throw invalid({ questoes: [MESSAGES.field.oneGone] });
  const typeErrors = materialTypeErrors(
    db,
    body.arquivos.map((f, k) => ({ ...f, at: `arquivos.${k}` })),
    heldTypes(current?.arquivos ?? []),
  );
  if (Object.keys(typeErrors).length > 0) throw invalid(typeErrors);
  const known = new Map((current?.arquivos ?? []).map((a) => [a.id, a]));
  return {
    titulo: body.titulo,
    descricao: body.descricao ?? null,
    questoes,
    arquivos: body.arquivos.map((f) => {
      const existing = typeof f.id === 'number' && !f.new ? known.get(f.id) : undefined;
      const upload = db.uploads.find((u) => u.id === f.arquivo_id);
      return {
        id: existing?.id ?? db.ids.next('material'),
        arquivo_id: f.arquivo_id,
        nome: f.nome,
        caminho: upload?.url ?? f.caminho ?? existing?.caminho ?? '',
        arquivo_nome: upload?.nome_original ?? existing?.arquivo_nome ?? null,
        tipo_arquivo_id: f.tipo_arquivo_id,
      };
    }),
  };
}

/**
 * Moves the version of each question whose link to a problem changed (its classification lists
 * its problems), as the server does in the same transaction.
 */
function touchRelinked(db: MockDb, before: readonly number[], after: readonly number[]): void {
  const was = new Set(before);
  const now = new Set(after);
  for (const id of new Set([...was, ...now])) if (was.has(id) !== now.has(id)) db.touch('questao', id);
}

export function problemasHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateProblem) };
  return [
    mockRoute(db, 'problemas.list', ({ query }) => {
      const rows = db.problemas.filter(
        (p) => ilike(p.titulo, query.titulo) && overlaps(p.questoes, query.questoes),
      );
      return paginate(
        orderBy(rows, query.order_by, (p, f) => (f === 'id' ? p.id : p.titulo)),
        query,
        problemaOut,
      );
    }),
    mockRoute(db, 'problemas.get', ({ params }) => ({
      data: problemaDetailOut(db, findOr404(db.problemas, params.id)),
    })),
    mockRoute(
      db,
      'problemas.create',
      ({ body, user }) => {
        if (!mayChangeProblemQuestions(db.permissionsOf(user!), [], body.questoes)) throw forbidden();
        const p: MockProblema = { id: db.nextId('problema', db.problemas), ...apply(db, null, body) };
        db.problemas.push(p);
        db.touch('problema', p.id);
        touchRelinked(db, [], p.questoes);
        return { data: problemaDetailOut(db, p) };
      },
      validate,
    ),
    mockRoute(
      db,
      'problemas.update',
      ({ params, body, user }) => {
        const p = findOr404(db.problemas, params.id);
        if (!mayChangeProblemQuestions(db.permissionsOf(user!), p.questoes, body.questoes)) throw forbidden();
        const changes = apply(db, p, body);
        assertFresh(db, 'problema', p.id, body.updated_at);
        touchRelinked(db, p.questoes, changes.questoes);
        Object.assign(p, changes);
        db.touch('problema', p.id);
        return { data: problemaDetailOut(db, p) };
      },
      validate,
    ),
    mockRoute(db, 'problemas.delete', ({ params }) => {
      removeRow(db.problemas, findOr404(db.problemas, params.id));
      return undefined;
    }),
  ];
}
