import { describe, expect, it } from 'vitest';
import {
  filterActions,
  LIST_ACTIONS,
  mayCancelClass,
  mayChangeClassCancellation,
  mayChangeProblemQuestions,
  mayChangeQuestionCatalogue,
  mayChangeQuestionProblems,
  mayClassifyQuestion,
  mayLinkProblemQuestions,
  mayLinkQuestionProblems,
} from './actions.js';
import type { Permission } from './catalogue.js';

describe('filterActions', () => {
  const actions = [
    { key: 'editar', permissions: ['escola.alterar'] as Permission[] },
    { key: 'excluir', permissions: LIST_ACTIONS.entidades.excluir },
    { key: 'ver' },
    { key: 'both', permissions: ['escola.alterar', 'escola.excluir'] as Permission[] },
  ];

  it('keeps actions whose permissions are all held', () => {
    expect(filterActions(actions, []).map((a) => a.key)).toEqual(['ver']);
    expect(filterActions(actions, ['escola.alterar']).map((a) => a.key)).toEqual(['editar', 'ver']);
    expect(filterActions(actions, ['escola.alterar', 'escola.excluir']).map((a) => a.key)).toEqual([
      'editar',
      'excluir',
      'ver',
      'both',
    ]);
  });

  it('entity delete needs escola.excluir, not questao.excluir (correction)', () => {
    expect(filterActions(actions, ['questao.excluir']).map((a) => a.key)).toEqual(['ver']);
  });

  it('user list follows usuario.* (correction)', () => {
    expect(LIST_ACTIONS.usuarios).toEqual({
      adicionar: ['usuario.adicionar'],
      editar: ['usuario.alterar'],
      excluir: ['usuario.excluir'],
    });
    expect(LIST_ACTIONS.categorias.excluir).toEqual([]);
  });
});

describe('mayChangeClassCancellation', () => {
  it('lets anyone save a class whose cancellation stays as it was', () => {
    expect(mayChangeClassCancellation(['turma.alterar'], null, null)).toBe(true);
    expect(mayChangeClassCancellation(['turma.alterar'], null, undefined)).toBe(true);
    expect(mayChangeClassCancellation(['turma.alterar'], '2026-11-27', '2026-11-27')).toBe(true);
  });

  it('needs turma.cancelar to set, move or clear the date', () => {
    expect(mayChangeClassCancellation(['turma.alterar'], null, '2026-11-27')).toBe(false);
    expect(mayChangeClassCancellation(['turma.alterar'], '2026-11-27', '2026-11-28')).toBe(false);
    expect(mayChangeClassCancellation(['turma.alterar'], '2026-11-27', null)).toBe(false);
    expect(mayChangeClassCancellation(['turma.alterar', 'turma.cancelar'], '2026-11-27', null)).toBe(true);
  });

  it('offers the cancellation on a card to who may edit the class and change its cancellation', () => {
    expect(mayCancelClass(['turma.alterar', 'turma.cancelar'])).toBe(true);
    expect(mayCancelClass(['turma.cancelar'])).toBe(false);
    expect(mayCancelClass(['turma.alterar'])).toBe(false);
  });
});

describe('mayChangeProblemQuestions', () => {
  it('lets a problem keep its questions, in any order, without questao.visualizar', () => {
    expect(mayChangeProblemQuestions(['problema.alterar'], [], [])).toBe(true);
    expect(mayChangeProblemQuestions(['problema.alterar'], [1, 2], [2, 1, 2])).toBe(true);
  });

  it('needs questao.visualizar to link or unlink one', () => {
    expect(mayChangeProblemQuestions(['problema.adicionar'], [], [1])).toBe(false);
    expect(mayChangeProblemQuestions(['problema.alterar'], [1, 2], [1])).toBe(false);
    expect(mayChangeProblemQuestions(['problema.alterar'], [1], [1, 3])).toBe(false);
    expect(mayChangeProblemQuestions(['problema.alterar', 'questao.visualizar'], [1], [3])).toBe(true);
    expect(mayLinkProblemQuestions(['problema.alterar'])).toBe(false);
    expect(mayLinkProblemQuestions(['problema.alterar', 'questao.visualizar'])).toBe(true);
  });
});

describe('mayClassifyQuestion', () => {
  it('needs questao.visualizar beside questao.alterar: the save answers the whole question', () => {
    expect(mayClassifyQuestion(['questao.alterar'])).toBe(false);
    expect(mayClassifyQuestion(['questao.visualizar'])).toBe(false);
    expect(mayClassifyQuestion(['questao.alterar', 'questao.visualizar'])).toBe(true);
  });
});

describe('mayChangeQuestionProblems', () => {
  it('lets a classification keep the problems it had, in any order, with questao.alterar alone', () => {
    expect(mayChangeQuestionProblems(['questao.alterar'], [1, 2], [2, 1])).toBe(true);
    expect(mayChangeQuestionProblems(['questao.alterar'], [], [])).toBe(true);
  });

  it('needs problema.alterar and problema.visualizar to add the question to a problem or take it out', () => {
    expect(mayChangeQuestionProblems(['questao.alterar'], [], [1])).toBe(false);
    expect(mayChangeQuestionProblems(['questao.alterar', 'problema.alterar'], [1], [])).toBe(false);
    expect(mayChangeQuestionProblems(['questao.alterar', 'problema.visualizar'], [1], [2])).toBe(false);
    expect(mayChangeQuestionProblems(['problema.alterar', 'problema.visualizar'], [1], [2])).toBe(true);
    expect(mayLinkQuestionProblems(['problema.alterar', 'problema.visualizar'])).toBe(true);
  });
});

describe('mayChangeQuestionCatalogue', () => {
  it('lets a classification keep its courses, modules and subjects with questao.alterar alone', () => {
    expect(mayChangeQuestionCatalogue(['questao.alterar'], [3, 4], [4, 3])).toBe(true);
  });

  it('needs a permission that reads the course catalogue to change them', () => {
    expect(mayChangeQuestionCatalogue(['questao.alterar'], [], [1])).toBe(false);
    for (const p of ['curso.visualizar', 'turma.visualizar', 'questao.visualizar'])
      expect(mayChangeQuestionCatalogue(['questao.alterar', p], [], [1])).toBe(true);
  });
});
