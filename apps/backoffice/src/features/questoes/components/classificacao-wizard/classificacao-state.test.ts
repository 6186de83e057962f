import { describe, expect, it } from 'vitest';
import {
  choiceFrom,
  type Parents,
  problemaDone,
  prune,
  sameChoice,
  toClassificacaoBody,
} from './classificacao-state';

const parents: Parents = {
  cursoOfModulo: new Map([
    [10, 1],
    [20, 2],
  ]),
  moduloOfAssunto: new Map([
    [100, 10],
    [200, 20],
  ]),
};
const choice = {
  cursos: [1, 2],
  modulos: [10, 20],
  assuntos: [100, 200],
  problema: null,
  semProblema: false,
  outrosProblemas: [],
};

describe('classification wizard state', () => {
  it('starts from what is saved; a classified question without a problem starts with "no problem"', () => {
    const saved = {
      cursos: [{ id: 1, nome: 'A', tipo: null }],
      modulos: [{ id: 10, nome: 'M', curso_id: 1 }],
      assuntos: [{ id: 100, nome: 'S', curso_modulo_id: 10 }],
      problemas: [],
    };
    expect(choiceFrom(saved)).toEqual({
      cursos: [1],
      modulos: [10],
      assuntos: [100],
      problema: null,
      semProblema: true,
      outrosProblemas: [],
    });
    expect(choiceFrom({ ...saved, problemas: [{ id: 7, titulo: 'P' }] })).toMatchObject({
      problema: 7,
      semProblema: false,
    });
    expect(choiceFrom({ cursos: [], modulos: [], assuntos: [], problemas: [] }).semProblema).toBe(false);
  });

  it('dropping a course drops its modules and their subjects, and nothing else', () => {
    expect(prune({ ...choice, cursos: [1] }, parents)).toMatchObject({ modulos: [10], assuntos: [100] });
    expect(prune({ ...choice, modulos: [20] }, parents)).toMatchObject({ cursos: [1, 2], assuntos: [200] });
  });

  it('keeps a module whose course is unknown (cannot be judged)', () => {
    expect(prune({ ...choice, cursos: [], modulos: [99] }, parents).modulos).toEqual([99]);
  });

  it('finishes with a problem or with "no problem"; the body sends the problem only when there is one', () => {
    expect(problemaDone(choice)).toBe(false);
    expect(problemaDone({ ...choice, problema: 5 })).toBe(true);
    expect(problemaDone({ ...choice, semProblema: true })).toBe(true);
    expect(toClassificacaoBody({ ...choice, problema: 5 }, parents).problemas).toEqual([5]);
    expect(toClassificacaoBody({ ...choice, problema: 5, semProblema: true }, parents).problemas).toEqual([]);
    expect(toClassificacaoBody({ ...choice, cursos: [2], problema: 5 }, parents)).toEqual({
      cursos: [2],
      modulos: [20],
      assuntos: [200],
      problemas: [5],
    });
  });

  it('keeps the problems the single selection does not show (linked from a problem form), unless "no problem"', () => {
    const saved = {
      cursos: [],
      modulos: [],
      assuntos: [],
      problemas: [
        { id: 7, titulo: 'P7' },
        { id: 8, titulo: 'P8' },
      ],
    };
    const opened = choiceFrom(saved);
    expect(opened).toMatchObject({ problema: 7, outrosProblemas: [8] });
    expect(toClassificacaoBody(opened, parents).problemas).toEqual([7, 8]);
    expect(toClassificacaoBody({ ...opened, problema: 9 }, parents).problemas).toEqual([9, 8]);
    expect(toClassificacaoBody({ ...opened, problema: 8 }, parents).problemas).toEqual([8]);
    expect(toClassificacaoBody({ ...opened, semProblema: true }, parents).problemas).toEqual([]);
  });

  it('tells a changed choice from the one opened, whatever the order of its lists', () => {
    expect(sameChoice(choice, { ...choice, cursos: [2, 1] })).toBe(true);
    expect(sameChoice(choice, { ...choice, cursos: [1] })).toBe(false);
    expect(sameChoice(choice, { ...choice, assuntos: [100, 300] })).toBe(false);
    expect(sameChoice(choice, { ...choice, problema: 5 })).toBe(false);
    expect(sameChoice(choice, { ...choice, semProblema: true })).toBe(false);
  });
});
