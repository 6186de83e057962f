import type { AssuntoDraft, ModuloDraft } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { emptyCurso } from './curso-form-state';
import { mergeCurso, mergeModules } from './merge-modules';

const assunto = (id: number | string, nome: string, ordem = 0): AssuntoDraft => ({
  id,
  nome,
  ordem,
  arquivos: [],
});
const modulo = (
  id: number | string,
  nome: string,
  assuntos: AssuntoDraft[] = [],
  ordem = 0,
): ModuloDraft => ({
  id,
  nome,
  ordem,
  assuntos,
});

/** The loaded course: Motores (1: Pistão, Turbina), Navegação (2: Cartas), Meteorologia (3). */
const base = [
  modulo(1, 'Motores', [assunto(11, 'Pistão', 0), assunto(12, 'Turbina', 1)], 0),
  modulo(2, 'Navegação', [assunto(21, 'Cartas', 0)], 1),
  modulo(3, 'Meteorologia', [], 2),
];

/** Each module as `nome: subject, subject` (removed ones marked), for reading a result at a glance. */
const outline = (modules: readonly ModuloDraft[]) =>
  modules.map(
    (m) =>
      `${m.deleted_at ? '(removido) ' : ''}${m.nome}#${m.ordem}: ${m.assuntos
        .map((a) => `${a.deleted_at ? '(removido) ' : ''}${a.nome}#${a.ordem}`)
        .join(', ')}`,
  );

const rename = (modules: readonly ModuloDraft[], id: number, nome: string) =>
  modules.map((m) => (m.id === id ? { ...m, nome } : m));

describe('mergeModules', () => {
  it('keeps both sides when each changed a different module', () => {
    const mine = rename(base, 2, 'Navegação aérea');
    const theirs = rename(base, 1, 'Motores e hélices');
    expect(outline(mergeModules(mine, base, theirs))).toEqual([
      'Motores e hélices#0: Pistão#0, Turbina#1',
      'Navegação aérea#1: Cartas#0',
      'Meteorologia#2: ',
    ]);
  });

  it('merges a module both changed: this side’s changes, and theirs to what this side left alone', () => {
    const mine = rename(base, 1, 'Motores (meu)');
    const theirs = base.map((m) =>
      m.id === 1 ? { ...m, assuntos: [...m.assuntos, assunto(13, 'Hélices', 2)] } : m,
    );
    expect(outline(mergeModules(mine, base, theirs))[0]).toBe(
      'Motores (meu)#0: Pistão#0, Turbina#1, Hélices#2',
    );
  });

  it('does not bring back a subject they removed from a module whose other subject was edited here', () => {
    // The probe's case: they removed Pistão; here Turbina was renamed. Pistão came back on the
    // next SALVAR as a new subject, without the questions classified under it.
    const mine = base.map((m) =>
      m.id === 1 ? { ...m, assuntos: [m.assuntos[0]!, { ...m.assuntos[1]!, nome: 'Turbinas' }] } : m,
    );
    const theirs = base.map((m) => (m.id === 1 ? { ...m, assuntos: [assunto(12, 'Turbina', 0)] } : m));
    expect(outline(mergeModules(mine, base, theirs))[0]).toBe('Motores#0: Turbinas#0');
  });

  it('keeps a subject edited or removed here whatever they did to it', () => {
    const gone = '2026-05-04T10:00:00.000Z';
    const mine = base.map((m) =>
      m.id === 1
        ? {
            ...m,
            assuntos: [
              { ...m.assuntos[0]!, nome: 'Pistão (meu)' },
              { ...m.assuntos[1]!, deleted_at: gone },
            ],
          }
        : m,
    );
    // They removed Pistão and renamed Turbina.
    const theirs = base.map((m) => (m.id === 1 ? { ...m, assuntos: [assunto(12, 'Turbinas', 0)] } : m));
    expect(outline(mergeModules(mine, base, theirs))[0]).toBe(
      'Motores#0: Pistão (meu)#0, (removido) Turbina#1',
    );
  });

  it('keeps the subjects’ order they gave unless this side reordered them', () => {
    const swapped = (modules: readonly ModuloDraft[], nome: string) =>
      modules.map((m) => (m.id === 1 ? { ...m, nome, assuntos: [m.assuntos[1]!, m.assuntos[0]!] } : m));
    const mine = rename(base, 1, 'Motores (meu)');
    expect(outline(mergeModules(mine, base, swapped(base, 'Motores')))[0]).toBe(
      'Motores (meu)#0: Turbina#0, Pistão#1',
    );
    const theirs = base.map((m) =>
      m.id === 1 ? { ...m, assuntos: [...m.assuntos, assunto(13, 'Hélices', 2)] } : m,
    );
    expect(outline(mergeModules(swapped(base, 'Motores (meu)'), base, theirs))[0]).toBe(
      'Motores (meu)#0: Turbina#0, Pistão#1, Hélices#2',
    );
  });

  it('takes the subjects they added, removed or renamed in a module left alone here', () => {
    const mine = rename(base, 3, 'Meteorologia aeronáutica');
    const theirs = base.map((m) =>
      m.id === 1 ? { ...m, assuntos: [assunto(12, 'Turbinas', 0), assunto(13, 'Hélices', 1)] } : m,
    );
    expect(outline(mergeModules(mine, base, theirs))).toEqual([
      'Motores#0: Turbinas#0, Hélices#1',
      'Navegação#1: Cartas#0',
      'Meteorologia aeronáutica#2: ',
    ]);
  });

  it('adds the modules both sides added, each at its place in its side’s order', () => {
    const mine = [...base.slice(0, 1), { ...modulo('tmp-1', 'Meu novo'), new: true }, ...base.slice(1)];
    const theirs = [...base, modulo(4, 'Deles novo', [], 3)];
    expect(outline(mergeModules(mine, base, theirs))).toEqual([
      'Motores#0: Pistão#0, Turbina#1',
      'Meu novo#1: ',
      'Navegação#2: Cartas#0',
      'Meteorologia#3: ',
      'Deles novo#4: ',
    ]);
  });

  it('drops a module they removed and this side left alone; keeps one this side changed, and one it removed stays removed', () => {
    const theirs = base.filter((m) => m.id !== 2 && m.id !== 3);
    const mine = base.map((m) => (m.id === 3 ? { ...m, nome: 'Meteorologia revista' } : m));
    expect(outline(mergeModules(mine, base, theirs))).toEqual([
      'Motores#0: Pistão#0, Turbina#1',
      'Meteorologia revista#1: ',
    ]);
    const removedHere = base.map((m) => (m.id === 2 ? { ...m, deleted_at: '2026-05-04T10:00:00.000Z' } : m));
    expect(outline(mergeModules(removedHere, base, rename(base, 2, 'Navegação deles')))).toEqual([
      'Motores#0: Pistão#0, Turbina#1',
      '(removido) Navegação#1: Cartas#0',
      'Meteorologia#1: ',
    ]);
  });

  it('keeps the order they gave unless the modules were reordered here', () => {
    const theirOrder = [base[2]!, base[0]!, base[1]!];
    expect(outline(mergeModules(base, base, theirOrder)).map((line) => line.split('#')[0])).toEqual([
      'Meteorologia',
      'Motores',
      'Navegação',
    ]);
    const myOrder = [base[1]!, base[0]!, base[2]!];
    expect(outline(mergeModules(myOrder, base, theirOrder)).map((line) => line.split('#')[0])).toEqual([
      'Navegação',
      'Motores',
      'Meteorologia',
    ]);
  });

  it('leaves a subject moved by one side in the module it was moved to, not also in the one it left', () => {
    // They moved Turbina to Navegação; here Motores was renamed (so it is this side's, with Turbina).
    const theirs = [
      modulo(1, 'Motores', [assunto(11, 'Pistão', 0)], 0),
      modulo(2, 'Navegação', [assunto(21, 'Cartas', 0), assunto(12, 'Turbina', 1)], 1),
      base[2]!,
    ];
    const mine = rename(base, 1, 'Motores (meu)');
    expect(outline(mergeModules(mine, base, theirs))).toEqual([
      'Motores (meu)#0: Pistão#0',
      'Navegação#1: Cartas#0, Turbina#1',
      'Meteorologia#2: ',
    ]);
  });

  it('answers their tree when nothing was changed here, and this side’s when they changed nothing', () => {
    const theirs = rename(base, 1, 'Motores deles');
    expect(mergeModules(base, base, theirs)).toEqual(theirs);
    const mine = rename(base, 1, 'Motores meus');
    expect(mergeModules(mine, base, base)).toEqual(mine);
  });
});

describe('mergeCurso', () => {
  it('merges the fields by field and the modules by module', () => {
    const loaded = { ...emptyCurso(), nome: 'Curso', descricao: 'A', modulos: base };
    const mine = { ...loaded, descricao: 'Minha descrição', modulos: rename(base, 2, 'Navegação aérea') };
    const theirs = { ...loaded, nome: 'Curso renomeado', modulos: rename(base, 1, 'Motores e hélices') };
    const merged = mergeCurso(mine, loaded, theirs);
    expect(merged).toMatchObject({ nome: 'Curso renomeado', descricao: 'Minha descrição' });
    expect(merged.modulos.map((m) => m.nome)).toEqual([
      'Motores e hélices',
      'Navegação aérea',
      'Meteorologia',
    ]);
  });
});
