import { QUALIFICACOES, QUESTION_TABLE_MAX_ROWS, TIPOS_CURSO } from '../constants.js';
import { COURSE_SITUACOES } from '../state/course.js';
import { QUESTION_SITUACOES } from '../state/question.js';
import { USER_SITUACOES } from '../state/user.js';
import { defineListSpec } from './list-state.js';

/** Orderings of the course list (§2.4; default nome); a leading `-` sorts descending. */
export const COURSE_ORDER_BY = [
  'nome',
  'apelido',
  'situacao',
  'id',
  '-nome',
  '-apelido',
  '-situacao',
  '-id',
] as const;
/** Orderings of the problem list (§2.6; default titulo). */
export const PROBLEM_ORDER_BY = ['titulo', 'id', '-titulo', '-id'] as const;
/** Orderings of the entity list (§2.10; default nome). */
export const ENTITY_ORDER_BY = ['nome', '-nome', 'id', '-id'] as const;

/**
 * The address/API spec of every paged list, so screens and the server agree on names:
 * search parameter, filters (§2.4, §2.6, §2.7, §2.10–§2.14, §7) and default orderings (§9).
 * @example parseListState(location.search, LIST_SPECS.questoes)
 */
export const LIST_SPECS = {
  cursos: defineListSpec({
    searchParam: 'query',
    filters: {
      situacao: { type: 'string[]', values: COURSE_SITUACOES },
      qualificacao: { type: 'enum', values: QUALIFICACOES },
      modalidade: { type: 'number' },
      tipo: { type: 'enum', values: TIPOS_CURSO },
      categorias: { type: 'number[]' },
      entidades: { type: 'number[]' },
      order_by: { type: 'enum', values: COURSE_ORDER_BY, default: 'nome' },
    },
  }),
  problemas: defineListSpec({
    searchParam: 'titulo',
    filters: {
      questoes: { type: 'number[]' },
      order_by: { type: 'enum', values: PROBLEM_ORDER_BY, default: 'titulo' },
    },
  }),
  questoes: defineListSpec({
    searchParam: 'titulo',
    // The table renders at most 20 rows (§2.7): a page never asks for more than it can show.
    maxPerPage: QUESTION_TABLE_MAX_ROWS,
    filters: {
      situacao: { type: 'string[]', values: QUESTION_SITUACOES },
      cursos: { type: 'number[]' },
      modulos: { type: 'number[]' },
      assuntos: { type: 'number[]' },
      ativo: { type: 'number', values: [0, 1] },
    },
  }),
  entidades: defineListSpec({
    searchParam: 'nome',
    filters: { order_by: { type: 'enum', values: ENTITY_ORDER_BY, default: 'nome' } },
  }),
  categorias: defineListSpec({ searchParam: 'nome', filters: {} }),
  perfis: defineListSpec({ searchParam: 'nome', filters: {} }),
  usuarios: defineListSpec({
    searchParam: 'nome',
    filters: { situacao: { type: 'string[]', values: USER_SITUACOES }, perfis: { type: 'number[]' } },
  }),
  turmas: defineListSpec({ searchParam: 'nome', filters: { curso_id: { type: 'number' } } }),
} as const;

/** A list of {@link LIST_SPECS}. */
export type ListName = keyof typeof LIST_SPECS;
