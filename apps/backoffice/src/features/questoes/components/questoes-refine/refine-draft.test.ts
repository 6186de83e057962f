import { describe, expect, it } from 'vitest';
import {
  EMPTY_REFINE_DRAFT,
  fromRefineDraft,
  type QuestaoFilters,
  type QuestaoRefineDraft,
  toRefineDraft,
  withCursos,
  withModulos,
} from './refine-draft';

const lookups = {
  cursos: (id: number) => ({ 1: { label: 'Piloto Privado' }, 2: { label: 'Piloto Comercial' } })[id],
  modulos: (id: number) =>
    ({ 10: { label: 'Regulamentação', parent: 1 }, 20: { label: 'Meteorologia', parent: 2 } })[id],
  assuntos: (id: number) =>
    ({ 100: { label: 'Espaço aéreo', parent: 10 }, 200: { label: 'METAR', parent: 20 } })[id],
};

const both: QuestaoRefineDraft = {
  ...EMPTY_REFINE_DRAFT,
  cursos: [
    { id: 1, label: 'Piloto Privado' },
    { id: 2, label: 'Piloto Comercial' },
  ],
  modulos: [
    { id: 10, label: 'Regulamentação', parent: 1 },
    { id: 20, label: 'Meteorologia', parent: 2 },
  ],
  assuntos: [
    { id: 100, label: 'Espaço aéreo', parent: 10 },
    { id: 200, label: 'METAR', parent: 20 },
  ],
};

describe('toRefineDraft', () => {
  it('gives the ids in the address their labels and parents; unknown ids a neutral label', () => {
    const draft = toRefineDraft(
      { situacao: ['Incompleta'], cursos: [1, 9], modulos: [10], assuntos: [200], ativo: 0 },
      lookups,
    );
    expect(draft).toEqual({
      situacao: ['Incompleta'],
      cursos: [
        { id: 1, label: 'Piloto Privado' },
        { id: 9, label: '#9' },
      ],
      modulos: [{ id: 10, label: 'Regulamentação', parent: 1 }],
      assuntos: [{ id: 200, label: 'METAR', parent: 20 }],
      ativo: 0,
    });
  });

  it('starts empty when the address has nothing', () => {
    expect(toRefineDraft({}, lookups)).toEqual(EMPTY_REFINE_DRAFT);
  });
});

describe('fromRefineDraft', () => {
  it('sends ids, and every cleared key as undefined', () => {
    const filters = fromRefineDraft({ ...both, situacao: [], ativo: 1 });
    expect(filters).toEqual({
      situacao: undefined,
      cursos: [1, 2],
      modulos: [10, 20],
      assuntos: [100, 200],
      ativo: 1,
    });
    expect(Object.keys(fromRefineDraft(EMPTY_REFINE_DRAFT))).toHaveLength(5);
    expect(Object.values(fromRefineDraft(EMPTY_REFINE_DRAFT)).every((v) => v === undefined)).toBe(true);
  });

  it('round-trips with toRefineDraft', () => {
    const filters: QuestaoFilters = { situacao: ['Classificada'], cursos: [2], modulos: [20], ativo: 0 };
    const back = fromRefineDraft(toRefineDraft(filters, lookups));
    expect(Object.fromEntries(Object.entries(back).filter(([, v]) => v !== undefined))).toEqual(filters);
  });
});

describe('dependent selects', () => {
  it('removing a course drops its modules and their subjects, and keeps the others', () => {
    const next = withCursos(both, [{ id: 2, label: 'Piloto Comercial' }]);
    expect(next.modulos.map((m) => m.id)).toEqual([20]);
    expect(next.assuntos.map((a) => a.id)).toEqual([200]);
  });

  it('removing every course leaves no module or subject of theirs', () => {
    const next = withCursos(both, []);
    expect(next.modulos).toEqual([]);
    expect(next.assuntos).toEqual([]);
  });

  it('removing a module drops its subjects only', () => {
    const next = withModulos(both, [{ id: 10, label: 'Regulamentação', parent: 1 }]);
    expect(next.cursos).toHaveLength(2);
    expect(next.assuntos.map((a) => a.id)).toEqual([100]);
  });

  it('keeps an option whose parent is not known yet while some parent is chosen', () => {
    const draft = { ...both, modulos: [{ id: 30, label: '#30' }] };
    expect(withCursos(draft, [{ id: 1, label: 'Piloto Privado' }]).modulos).toEqual([
      { id: 30, label: '#30' },
    ]);
    expect(withCursos(draft, []).modulos).toEqual([]);
  });
});
