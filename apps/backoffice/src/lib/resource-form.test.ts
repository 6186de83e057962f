import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { avisoLines, isFormDirty, mergeUntouched, sameValues, standingErrorKeys } from './resource-form';

describe('sameValues / isFormDirty (the dirty check)', () => {
  it('ignores key order and undefined properties', () => {
    expect(sameValues({ a: 1, b: 'x' }, { b: 'x', a: 1 })).toBe(true);
    expect(sameValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isFormDirty({ nome: 'A', tags: [1, 2] }, { tags: [1, 2], nome: 'A' })).toBe(false);
  });

  it('sees a changed, added or removed value, deep down', () => {
    expect(isFormDirty({ nome: 'A ' }, { nome: 'A' })).toBe(true);
    expect(isFormDirty({ nome: 'A', x: null }, { nome: 'A' })).toBe(true);
    expect(isFormDirty({ m: [{ id: 1, a: [{ n: 'x' }] }] }, { m: [{ id: 1, a: [{ n: 'y' }] }] })).toBe(true);
    expect(isFormDirty({ m: [{ id: 1 }] }, { m: [{ id: 1 }, { id: 2 }] })).toBe(true);
  });

  it('counts array order (modules and subjects are ordered)', () => {
    expect(isFormDirty({ m: [1, 2] }, { m: [2, 1] })).toBe(true);
  });

  it('tells null, 0, false, empty string, arrays and objects apart', () => {
    const values: unknown[] = [null, 0, false, '', [], {}, '0'];
    for (const [i, a] of values.entries()) {
      for (const [j, b] of values.entries()) expect(sameValues(a, b), `${i} vs ${j}`).toBe(i === j);
    }
  });

  it('a form equal to a JSON round trip of itself is not dirty (a restored draft)', () => {
    const values = { nome: 'A', imagem_url: null, categorias: [3], modulos: [{ id: 'tmp-1', novo: true }] };
    expect(isFormDirty(JSON.parse(JSON.stringify(values)), values)).toBe(false);
  });
});

describe('avisoLines', () => {
  const labels = { apelido: 'ID do Curso', situacao: 'Situação' };

  it('puts the label in front of generic messages only', () => {
    expect(
      avisoLines(
        {
          apelido: [MESSAGES.field.required],
          situacao: [MESSAGES.course.situacaoRequired],
          modulos: [MESSAGES.course.modulesRequired],
        },
        labels,
      ),
    ).toEqual([
      `ID do Curso: ${MESSAGES.field.required}`,
      MESSAGES.course.situacaoRequired,
      MESSAGES.course.modulesRequired,
    ]);
  });

  it('reads a taken value that names its record as it is, the generic one with its label', () => {
    expect(
      avisoLines(
        { apelido: [MESSAGES.taken.course], email: [MESSAGES.taken.user], nome: [MESSAGES.field.taken] },
        { apelido: 'ID do Curso', email: 'E-mail', nome: 'Nome' },
      ),
    ).toEqual([MESSAGES.taken.course, MESSAGES.taken.user, `Nome: ${MESSAGES.field.taken}`]);
  });

  it('shows a repeated line once and fields without a label as they are', () => {
    expect(
      avisoLines({
        'modulos.0.nome': [MESSAGES.field.required],
        'modulos.1.nome': [MESSAGES.field.required],
      }),
    ).toEqual([MESSAGES.field.required]);
    expect(avisoLines({})).toEqual([]);
  });

  it('names the item of a list a message is about, even one that says what is missing', () => {
    const places = {
      'calendarios.1.horarios.0': 'Segunda-feira, horário 1',
      'calendarios.3.horarios.0': 'Quarta-feira, horário 1',
    };
    expect(
      avisoLines(
        {
          'calendarios.1.horarios.0': [MESSAGES.klass.rangeIncomplete],
          'calendarios.3.horarios.0': [MESSAGES.klass.rangeIncomplete],
        },
        places,
      ),
    ).toEqual([
      `Segunda-feira, horário 1: ${MESSAGES.klass.rangeIncomplete}`,
      `Quarta-feira, horário 1: ${MESSAGES.klass.rangeIncomplete}`,
    ]);
  });
});

describe('standingErrorKeys', () => {
  const refused = {
    nome: '',
    imagem_url: '/uploads/removida.png',
    categorias: [1],
    modulos: [{ nome: '' }, { nome: 'Meteorologia' }],
  };
  const errors = {
    nome: ['Campo obrigatório'],
    imagem_url: ['Imagem não encontrada. Selecione a imagem novamente.'],
    categorias: ['Valor inválido'],
    'modulos.0.nome': ['Informe o nome do módulo'],
    body: ['Valor inválido'],
  };

  it('keeps every message while nothing changed', () => {
    expect(standingErrorKeys(errors, refused, structuredClone(refused))).toEqual(Object.keys(errors));
  });

  it('drops the message of a field changed since, by its path, and keeps the others', () => {
    const values = {
      ...refused,
      imagem_url: 'blob:nova',
      modulos: [{ nome: 'Navegação' }, { nome: 'Meteorologia' }],
    };
    expect(standingErrorKeys(errors, refused, values)).toEqual(['nome', 'categorias', 'body']);
  });

  it('brings a message back when the value is put back as it was refused', () => {
    expect(standingErrorKeys(errors, refused, { ...refused, categorias: [1] })).toContain('categorias');
    expect(standingErrorKeys(errors, refused, { ...refused, categorias: [1, 2] })).not.toContain(
      'categorias',
    );
  });
});

describe('mergeUntouched (the form over a newer version of the record)', () => {
  const base = { titulo: 'Vento', descricao: '', arquivos: [{ id: 1 }], situacao: null as string | null };
  it('a field the user changed keeps what they typed; one they left takes the newer value', () => {
    const values = { ...base, descricao: 'escrita aqui' };
    const current = { ...base, titulo: 'Vento de través', arquivos: [{ id: 1 }, { id: 2 }] };
    expect(mergeUntouched(values, base, current)).toEqual({
      titulo: 'Vento de través',
      descricao: 'escrita aqui',
      arquivos: [{ id: 1 }, { id: 2 }],
      situacao: null,
    });
  });
  it('both changed the same field: the user’s stays (they have seen the other version)', () => {
    const values = { ...base, titulo: 'Vento cruzado' };
    const current = { ...base, titulo: 'Vento de través' };
    expect(mergeUntouched(values, base, current).titulo).toBe('Vento cruzado');
  });
  it('compares by value, not identity (an array rebuilt equal is untouched)', () => {
    const values = { ...base, arquivos: [{ id: 1 }] };
    const current = { ...base, arquivos: [] };
    expect(mergeUntouched(values, base, current).arquivos).toEqual([]);
  });
});
