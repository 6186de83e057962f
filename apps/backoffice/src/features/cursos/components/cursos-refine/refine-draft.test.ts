import { describe, expect, it } from 'vitest';
import {
  type CursoFilters,
  EMPTY_REFINE_DRAFT,
  fromRefineDraft,
  joinOrder,
  splitOrder,
  toRefineDraft,
} from './refine-draft';

const labels = {
  categorias: (id: number) => ({ 2: 'Formação de Pilotos' })[id],
  entidades: (id: number) => ({ 7: 'Aeroclube de Itu' })[id],
};

describe('toRefineDraft', () => {
  it('keeps the filters and gives chosen ids their labels (unknown ids a neutral one)', () => {
    const filters: CursoFilters = {
      situacao: ['Ativo'],
      categorias: [2, 99],
      entidades: [7],
      order_by: '-nome',
    };
    expect(toRefineDraft(filters, labels)).toEqual({
      situacao: ['Ativo'],
      order_by: '-nome',
      categorias: [
        { id: 2, label: 'Formação de Pilotos' },
        { id: 99, label: '#99' },
      ],
      entidades: [{ id: 7, label: 'Aeroclube de Itu' }],
    });
  });

  it('starts with empty pickers when the address has none', () => {
    expect(toRefineDraft({}, labels)).toEqual({ categorias: [], entidades: [] });
  });
});

describe('fromRefineDraft', () => {
  it('sends every key, ids for the pickers, cleared ones undefined', () => {
    const filters = fromRefineDraft({
      situacao: ['Inativo'],
      tipo: 'Prático',
      categorias: [{ id: 2, label: 'Formação de Pilotos' }],
      entidades: [],
      order_by: 'apelido',
    });
    expect(filters).toEqual({
      situacao: ['Inativo'],
      qualificacao: undefined,
      modalidade: undefined,
      tipo: 'Prático',
      categorias: [2],
      entidades: undefined,
      order_by: 'apelido',
    });
    expect(Object.keys(filters)).toHaveLength(7);
  });

  it('leaves the default ordering (nome) and an empty situação out', () => {
    const filters = fromRefineDraft({ ...EMPTY_REFINE_DRAFT, situacao: [], order_by: 'nome' });
    expect(filters.order_by).toBeUndefined();
    expect(filters.situacao).toBeUndefined();
  });

  it('round-trips with toRefineDraft', () => {
    const filters: CursoFilters = { qualificacao: 'ANAC', modalidade: 3, categorias: [2], entidades: [7] };
    const back = fromRefineDraft(toRefineDraft(filters, labels));
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(filters);
  });
});

describe('ordering', () => {
  it('splits and joins order_by values', () => {
    expect(splitOrder(undefined)).toEqual({ field: 'nome', direction: 'asc' });
    expect(splitOrder('-situacao')).toEqual({ field: 'situacao', direction: 'desc' });
    expect(joinOrder('apelido', 'desc')).toBe('-apelido');
    expect(joinOrder('id', 'asc')).toBe('id');
  });
});
