import { describe, expect, it } from 'vitest';
import { countActiveFilters, type RefineState, refineReducer } from './refine-state';

type F = { situacao: string; cursos: number[] };
const applied: F = { situacao: '1', cursos: [1] };
const closed: RefineState<F> = { isOpen: false, draft: applied };

describe('refineReducer', () => {
  it('opens with a copy of the applied values', () => {
    expect(refineReducer(closed, { type: 'open', applied })).toEqual({ isOpen: true, draft: applied });
  });
  it('edits the draft only while open', () => {
    const open = refineReducer(closed, { type: 'open', applied });
    const edited = refineReducer(open, { type: 'change', update: (d) => ({ ...d, cursos: [1, 2] }) });
    expect(edited.draft.cursos).toEqual([1, 2]);
    expect(refineReducer(closed, { type: 'change', update: { situacao: '', cursos: [] } })).toBe(closed);
  });
  it('cancel throws the draft away', () => {
    const open = refineReducer(closed, { type: 'open', applied });
    const edited = refineReducer(open, { type: 'change', update: { situacao: '0', cursos: [] } });
    expect(refineReducer(edited, { type: 'cancel', applied })).toEqual({ isOpen: false, draft: applied });
  });
  it('apply closes and keeps the draft to hand over', () => {
    const open = refineReducer(closed, { type: 'open', applied });
    const edited = refineReducer(open, { type: 'change', update: { situacao: '0', cursos: [] } });
    expect(refineReducer(edited, { type: 'apply' })).toEqual({
      isOpen: false,
      draft: { situacao: '0', cursos: [] },
    });
  });
  it('reset sets the draft to the empty values', () => {
    const open = refineReducer(closed, { type: 'open', applied });
    expect(refineReducer(open, { type: 'reset', empty: { situacao: '', cursos: [] } }).draft).toEqual({
      situacao: '',
      cursos: [],
    });
  });
});

describe('countActiveFilters', () => {
  it('counts non-empty values and skips ignored keys', () => {
    expect(
      countActiveFilters({ situacao: '', cursos: [], modulos: [3], ativo: true, ordem: 'nome' }, ['ordem']),
    ).toBe(2);
    expect(countActiveFilters({ a: null, b: undefined, c: false, d: 0 })).toBe(1);
  });
});
