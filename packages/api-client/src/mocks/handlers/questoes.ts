/** Questions (§2.7–§2.9): list with every filter, record, save with answers, classification. */
import {
  MESSAGES,
  mayChangeQuestionCatalogue,
  mayChangeQuestionProblems,
  mayClassifyQuestion,
  questionSituacao,
  validateQuestion,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import type { Classificacao, Questao, QuestaoDetail, questaoInputSchema } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockOpcao, MockQuestao } from '../fixtures/questoes.js';
import { findOr404, ilike, overlaps, paginate, removeRow, safely } from './common.js';
import { assertFresh, forbidden, invalid, mockRoute } from './route.js';

function allModulos(db: MockDb) {
  return db.cursos.flatMap((c) => c.modulos);
}
function allAssuntos(db: MockDb) {
  return allModulos(db).flatMap((m) => m.assuntos);
}

export function classificacaoOf(db: MockDb, q: MockQuestao): Classificacao {
  const modulos = allModulos(db);
  const assuntos = allAssuntos(db);
  return {
    cursos: db.cursos
      .filter((c) => q.cursos.includes(c.id))
      .map((c) => ({ id: c.id, nome: c.nome, tipo: c.tipo })),
    modulos: modulos
      .filter((m) => q.modulos.includes(m.id))
      .map((m) => ({ id: m.id, nome: m.nome, curso_id: m.curso_id })),
    assuntos: assuntos
      .filter((a) => q.assuntos.includes(a.id))
      .map((a) => ({ id: a.id, nome: a.nome, curso_modulo_id: a.curso_modulo_id })),
    problemas: db.problemas
      .filter((p) => p.questoes.includes(q.id))
      .map((p) => ({ id: p.id, titulo: p.titulo })),
  };
}

export function questaoOut(db: MockDb, q: MockQuestao): Questao {
  const c = classificacaoOf(db, q);
  return {
    id: q.id,
    uuid: q.uuid,
    titulo: q.titulo,
    descricao: q.descricao,
    situacao: questionSituacao({
      cursos: c.cursos.map((x) => x.id),
      modulos: c.modulos,
      assuntos: c.assuntos,
    }),
    ativo: q.ativo,
    total_curso: c.cursos.length,
    total_modulo: c.modulos.length,
    total_assunto: c.assuntos.length,
  };
}

export function questaoDetailOut(db: MockDb, q: MockQuestao): QuestaoDetail {
  return {
    ...questaoOut(db, q),
    opcoes: q.opcoes.map((o) => ({ ...o })),
    updated_at: db.versionOf('questao', q.id),
    ...classificacaoOf(db, q),
  };
}

type QuestaoBody = z.output<typeof questaoInputSchema>;

function opcoesFrom(db: MockDb, current: MockOpcao[], input: QuestaoBody['opcoes']): MockOpcao[] {
  const known = new Map(current.map((o) => [o.id, o]));
  return input.map((o, i) => ({
    id: (typeof o.id === 'number' ? known.get(o.id)?.id : undefined) ?? db.ids.next('opcao'),
    titulo: o.titulo,
    resposta_correta: o.resposta_correta,
    number: i + 1,
  }));
}

export function questoesHandlers(db: MockDb): HttpHandler[] {
  const validate = { validate: safely(validateQuestion) };
  return [
    mockRoute(db, 'questoes.list', ({ query }) => {
      const rows = db.questoes
        .filter(
          (q) =>
            ilike(q.titulo, query.titulo) &&
            overlaps(q.cursos, query.cursos) &&
            overlaps(q.modulos, query.modulos) &&
            overlaps(q.assuntos, query.assuntos) &&
            (query.ativo === undefined || q.ativo === query.ativo),
        )
        .map((q) => questaoOut(db, q))
        .filter((q) => !query.situacao?.length || query.situacao.includes(q.situacao))
        // Newest first, as the server orders them (`ORDER BY q.id DESC`).
        .sort((a, b) => b.id - a.id);
      return paginate(rows, query);
    }),
    mockRoute(db, 'questoes.simple', ({ query }) => ({
      data: db.questoes
        .filter((q) => ilike(q.titulo, query.titulo))
        .slice(0, query.per_page)
        .map(({ id, titulo }) => ({ id, titulo })),
    })),
    mockRoute(db, 'questoes.get', ({ params }) => ({
      data: questaoDetailOut(db, findOr404(db.questoes, params.id)),
    })),
    mockRoute(
      db,
      'questoes.create',
      ({ body }) => {
        const q: MockQuestao = {
          id: db.nextId('questao', db.questoes),
          uuid: db.random.uuid(),
          titulo: body.titulo,
          descricao: body.descricao ?? null,
          ativo: body.ativo,
          opcoes: opcoesFrom(db, [], body.opcoes),
          cursos: [],
          modulos: [],
          assuntos: [],
        };
        db.questoes.push(q);
        db.touch('questao', q.id);
        return { data: questaoDetailOut(db, q) };
      },
      validate,
    ),
    mockRoute(
      db,
      'questoes.update',
      ({ params, body }) => {
        const q = findOr404(db.questoes, params.id);
        assertFresh(db, 'questao', q.id, body.updated_at);
        Object.assign(q, {
          titulo: body.titulo,
          descricao: body.descricao ?? null,
          ativo: body.ativo,
          opcoes: opcoesFrom(db, q.opcoes, body.opcoes),
        });
        db.touch('questao', q.id);
        return { data: questaoDetailOut(db, q) };
      },
      validate,
    ),
    mockRoute(db, 'questoes.delete', ({ params }) => {
      const q = findOr404(db.questoes, params.id);
      for (const p of db.problemas) p.questoes = p.questoes.filter((id) => id !== q.id);
      removeRow(db.questoes, q);
      return undefined;
    }),
    mockRoute(db, 'questoes.classificacao.get', ({ params }) => {
      const q = findOr404(db.questoes, params.id);
      return { data: { ...classificacaoOf(db, q), updated_at: db.versionOf('questao', q.id) } };
    }),
    mockRoute(db, 'questoes.classificacao.put', ({ params, body, user }) => {
      const q = findOr404(db.questoes, params.id);
      // As the server: who classifies reads the question; a problem's questions need the
      // problem's permission, the catalogue's one that reads it.
      const held = db.permissionsOf(user!);
      const linkedTo = db.problemas.filter((p) => p.questoes.includes(q.id)).map((p) => p.id);
      if (
        !mayClassifyQuestion(held) ||
        !mayChangeQuestionProblems(held, linkedTo, body.problemas) ||
        !mayChangeQuestionCatalogue(held, q.cursos, body.cursos) ||
        !mayChangeQuestionCatalogue(held, q.modulos, body.modulos) ||
        !mayChangeQuestionCatalogue(held, q.assuntos, body.assuntos)
      ) {
        throw forbidden();
      }
      const errors: Record<string, string[]> = {};
      const check = (field: string, ids: number[], known: Set<number>) => {
        if (ids.some((id) => !known.has(id))) errors[field] = [MESSAGES.field.oneGone];
      };
      check('cursos', body.cursos, new Set(db.cursos.map((c) => c.id)));
      check('modulos', body.modulos, new Set(allModulos(db).map((m) => m.id)));
      check('assuntos', body.assuntos, new Set(allAssuntos(db).map((a) => a.id)));
      check('problemas', body.problemas, new Set(db.problemas.map((p) => p.id)));
      if (Object.keys(errors).length > 0) throw invalid(errors);
      assertFresh(db, 'questao', q.id, body.updated_at);
      // As the server: a save that changes nothing writes nothing (the version stays).
      const same = (now: number[], wanted: number[]) =>
        new Set(now).size === new Set(wanted).size && wanted.every((id) => now.includes(id));
      if (
        same(q.cursos, body.cursos) &&
        same(q.modulos, body.modulos) &&
        same(q.assuntos, body.assuntos) &&
        same(linkedTo, body.problemas)
      ) {
        return { data: questaoDetailOut(db, q) };
      }
      // Replaced as a whole; the situacao follows from the domain rule on the next read.
      q.cursos = [...new Set(body.cursos)];
      q.modulos = [...new Set(body.modulos)];
      q.assuntos = [...new Set(body.assuntos)];
      for (const p of db.problemas) {
        const linked = body.problemas.includes(p.id);
        const has = p.questoes.includes(q.id);
        if (linked && !has) p.questoes.push(q.id);
        if (!linked && has) p.questoes = p.questoes.filter((id) => id !== q.id);
        // A problem linked or unlinked here gets a new version (its form lists its questions),
        // as on the server.
        if (linked !== has) db.touch('problema', p.id);
      }
      // The situacao may have changed: an open edit form now holds an old copy, as on the server.
      db.touch('questao', q.id);
      return { data: questaoDetailOut(db, q) };
    }),
  ];
}
