import { describe, expect, it } from 'vitest';
import { QUESTION_TABLE_MAX_ROWS } from '../constants.js';
import { LIST_SPECS } from './list-specs.js';
import { parseListState, serializeListState, toApiQuery, withFilters } from './list-state.js';

describe('LIST_SPECS', () => {
  it('questions: filters of §2.7 and titulo search', () => {
    const spec = LIST_SPECS.questoes;
    const state = parseListState(
      '?search=motor&situacao[]=Incompleta&situacao[]=Sem%20Classifica%C3%A7%C3%A3o&cursos[]=1&modulos[]=2&assuntos[]=3&ativo=0&page=2',
      spec,
    );
    expect(toApiQuery(state, spec)).toEqual({
      page: 2,
      per_page: 15,
      titulo: 'motor',
      situacao: ['Incompleta', 'Sem Classificação'],
      cursos: [1],
      modulos: [2],
      assuntos: [3],
      ativo: 0,
    });
    expect(parseListState('ativo=2&situacao[]=Outra', spec).filters).toEqual({});
  });

  it('courses: default ordering nome, query search, and the filter of §2.4', () => {
    const spec = LIST_SPECS.cursos;
    const state = withFilters(parseListState('page=4', spec), { situacao: ['Ativo'], tipo: 'Prático' });
    expect(toApiQuery(state, spec)).toEqual({
      page: 1,
      per_page: 15,
      situacao: ['Ativo'],
      tipo: 'Prático',
      order_by: 'nome',
    });
    expect(serializeListState(state, spec)).toBe('situacao[]=Ativo&tipo=Pr%C3%A1tico');
  });

  it('problems order by titulo; entities by nome', () => {
    expect(parseListState('', LIST_SPECS.problemas).filters).toEqual({ order_by: 'titulo' });
    expect(parseListState('order_by=-id', LIST_SPECS.entidades).filters).toEqual({ order_by: '-id' });
    expect(toApiQuery(parseListState('search=Ana', LIST_SPECS.usuarios), LIST_SPECS.usuarios)).toMatchObject({
      nome: 'Ana',
    });
    expect(parseListState('curso_id=7', LIST_SPECS.turmas).filters).toEqual({ curso_id: 7 });
    expect(parseListState('x=1', LIST_SPECS.categorias).filters).toEqual({});
    expect(parseListState('', LIST_SPECS.perfis).per_page).toBe(15);
  });

  it('never asks the question list for more rows than its table renders (§2.7)', () => {
    expect(parseListState('per_page=20', LIST_SPECS.questoes).per_page).toBe(QUESTION_TABLE_MAX_ROWS);
    expect(parseListState('per_page=50', LIST_SPECS.questoes).per_page).toBe(15);
    expect(parseListState('per_page=50', LIST_SPECS.cursos).per_page).toBe(50);
  });
});
