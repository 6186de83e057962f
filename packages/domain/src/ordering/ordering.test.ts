import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  addModule,
  addSubject,
  courseBody,
  isDeleted,
  isTempId,
  type ModuloDraft,
  moveItem,
  moveSubject,
  nextTempId,
  removeItem,
  removeSubject,
  sortByOrdem,
  updateItem,
  updateSubject,
  visibleItems,
} from './ordering.js';

const now = new Date('2026-11-22T10:00:00.000Z');

const existing = (): ModuloDraft[] => [
  {
    id: 10,
    nome: 'Regulamentos',
    ordem: 0,
    curso_id: 1,
    assuntos: [
      { id: 100, nome: 'RBAC', ordem: 0, curso_modulo_id: 10, arquivos: [] },
      { id: 101, nome: 'ICA', ordem: 1, curso_modulo_id: 10, arquivos: [] },
    ],
  },
  { id: 11, nome: 'Meteorologia', ordem: 1, curso_id: 1, assuntos: [] },
];

describe('temporary ids', () => {
  it('are tmp-N above the highest in use', () => {
    expect(nextTempId([])).toBe('tmp-1');
    expect(nextTempId([{ id: 'tmp-2' }, { id: 7 }, { id: 'tmp-x' }, { id: 'uuid' }])).toBe('tmp-3');
    expect(isTempId('tmp-1')).toBe(true);
    expect(isTempId(1)).toBe(false);
  });
});

describe('modules', () => {
  it('a new module gets a temp id, the new flag, its position and no subjects', () => {
    const list = addModule(existing(), 'Navegação');
    expect(list[2]).toEqual({ id: 'tmp-1', nome: 'Navegação', ordem: 2, new: true, assuntos: [] });
  });

  it('moving renumbers ordem = index', () => {
    const list = moveItem(addModule(existing(), 'Navegação'), 2, 0);
    expect(list.map((m) => [m.nome, m.ordem])).toEqual([
      ['Navegação', 0],
      ['Regulamentos', 1],
      ['Meteorologia', 2],
    ]);
    expect(moveItem(list, 0, 9)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 1, 1)).toEqual(list);
  });

  it('removing an existing module marks deleted_at; removing a new one drops it', () => {
    let list = addModule(existing(), 'Navegação');
    list = removeItem(list, 10, now);
    expect(list.find((m) => m.id === 10)?.deleted_at).toBe('2026-11-22T10:00:00.000Z');
    expect(visibleItems(list).map((m) => [m.id, m.ordem])).toEqual([
      [11, 0],
      ['tmp-1', 1],
    ]);
    list = removeItem(list, 'tmp-1', now);
    expect(list.some((m) => m.id === 'tmp-1')).toBe(false);
  });

  it('sorts server data by ordem and renames', () => {
    const list = sortByOrdem([
      { id: 2, ordem: 5, nome: 'b', assuntos: [] },
      { id: 1, ordem: 3, nome: 'a', assuntos: [] },
    ]);
    expect(list.map((m) => [m.id, m.ordem])).toEqual([
      [1, 0],
      [2, 1],
    ]);
    expect(updateItem(list, 2, { nome: 'B', id: 99 })[1]).toMatchObject({ id: 2, nome: 'B' });
  });
});

describe('subjects', () => {
  it('add, move, remove and update within a module', () => {
    let list = addModule(existing(), 'Navegação');
    list = addSubject(list, 'tmp-1', 'Cartas');
    list = addSubject(list, 10, 'CBA', [{ nome: 'Apostila', tipo_arquivo_id: 1, arquivo_id: 5, new: true }]);
    expect(list[0]?.assuntos[2]).toMatchObject({
      id: 'tmp-2',
      nome: 'CBA',
      ordem: 2,
      new: true,
      curso_modulo_id: 10,
    });
    list = moveSubject(list, 10, 2, 0);
    expect(list[0]?.assuntos.map((s) => [s.nome, s.ordem])).toEqual([
      ['CBA', 0],
      ['RBAC', 1],
      ['ICA', 2],
    ]);
    list = removeSubject(list, 10, 100, now);
    list = removeSubject(list, 10, 'tmp-2', now);
    expect(list[0]?.assuntos.map((s) => [s.id, s.ordem, isDeleted(s)])).toEqual([
      [100, 1, true],
      [101, 0, false],
    ]);
    list = updateSubject(list, 10, 101, { nome: 'ICA 100-12' });
    expect(list[0]?.assuntos[1]?.nome).toBe('ICA 100-12');
  });
});

describe('courseBody', () => {
  it('builds the POST/PUT /api/curso body', () => {
    let list = addModule(existing(), ' Navegação ');
    list = addSubject(list, 'tmp-1', 'Cartas');
    list = removeItem(list, 10, now);
    const withFile = updateSubject(list, 11, 'none', { nome: 'ignored' });
    expect(withFile).toEqual(list);
    const body = courseBody(
      { apelido: 'PP', nome: 'Piloto Privado', situacao: 'Ativo', categorias: [1, 2], curso_id: 'ANAC-1' },
      list,
    );
    expect(body).toEqual({
      apelido: 'PP',
      nome: 'Piloto Privado',
      situacao: 'Ativo',
      categorias: [1, 2],
      curso_id: 'ANAC-1',
      permite_sem_homologacao: false,
      modulos: [
        { id: 11, nome: 'Meteorologia', ordem: 0, new: false, deleted_at: null, assuntos: [] },
        {
          id: 'tmp-1',
          nome: 'Navegação',
          ordem: 1,
          new: true,
          deleted_at: null,
          assuntos: [{ id: 'tmp-1', nome: 'Cartas', ordem: 0, new: true, deleted_at: null, arquivos: [] }],
        },
        {
          id: 10,
          nome: 'Regulamentos',
          ordem: 0,
          new: false,
          deleted_at: '2026-11-22T10:00:00.000Z',
          assuntos: [
            { id: 100, nome: 'RBAC', ordem: 0, new: false, deleted_at: null, arquivos: [] },
            { id: 101, nome: 'ICA', ordem: 1, new: false, deleted_at: null, arquivos: [] },
          ],
        },
      ],
    });
    expect(
      courseBody({ apelido: 'x', nome: 'y', situacao: 'Novo', permite_sem_homologacao: true }, []).categorias,
    ).toEqual([]);
  });
});

describe('courseBody with materials', () => {
  it('sends materials with their new flag, removed subjects with deleted_at', () => {
    let files = addSubject([{ id: 1, nome: 'M', ordem: 0, assuntos: [] }], 1, 'S', [
      { id: 3, arquivo_id: 9, nome: 'Apostila', caminho: '/f.pdf', tipo_arquivo_id: 1 },
      { arquivo_id: 10, nome: 'Vídeo', tipo_arquivo_id: 2, new: true },
    ]);
    files = [
      { ...files[0]!, assuntos: [...files[0]!.assuntos, { id: 7, nome: 'Old', ordem: 1, arquivos: [] }] },
    ];
    files = removeSubject(files, 1, 7, now);
    const assuntos = courseBody({ apelido: 'x', nome: 'y', situacao: 'Novo' }, files).modulos[0]?.assuntos;
    expect(assuntos?.[0]?.arquivos).toEqual([
      { id: 3, arquivo_id: 9, nome: 'Apostila', caminho: '/f.pdf', tipo_arquivo_id: 1, new: false },
      { arquivo_id: 10, nome: 'Vídeo', tipo_arquivo_id: 2, new: true },
    ]);
    expect(assuntos?.[1]).toEqual({
      id: 7,
      nome: 'Old',
      ordem: 1,
      new: false,
      deleted_at: now.toISOString(),
      arquivos: [],
    });
  });
});

type Op = { kind: 'add' } | { kind: 'remove'; pick: number } | { kind: 'move'; from: number; to: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'add' as const }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('move' as const), from: fc.nat(10), to: fc.nat(10) }),
);

describe('ordering properties', () => {
  it('after any edits: ordem = visible index, ids unique, removed existing kept, removed new gone', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let list = existing();
        const removedExisting = new Set<number | string>();
        const removedNew = new Set<number | string>();
        for (const op of ops) {
          if (op.kind === 'add') list = addModule(list, 'M');
          else if (op.kind === 'move') list = moveItem(list, op.from, op.to);
          else {
            const visible = visibleItems(list);
            const target = visible[op.pick % Math.max(visible.length, 1)];
            if (!target) continue;
            (target.new ? removedNew : removedExisting).add(target.id);
            list = removeItem(list, target.id, now);
          }
        }
        expect(visibleItems(list).map((m) => m.ordem)).toEqual(visibleItems(list).map((_, i) => i));
        expect(new Set(list.map((m) => m.id)).size).toBe(list.length);
        for (const id of removedExisting)
          expect(list.find((m) => m.id === id)?.deleted_at).toBe(now.toISOString());
        for (const m of list) {
          if (m.new) expect(isTempId(m.id)).toBe(true);
          // a temp id reused after a drop is a new module, never a removed one
          if (removedNew.has(m.id)) expect(isDeleted(m)).toBe(false);
        }
        const body = courseBody({ apelido: 'a', nome: 'b', situacao: 'Ativo' }, list);
        const visibleBody = body.modulos.filter((m) => m.deleted_at === null);
        expect(visibleBody.map((m) => m.ordem)).toEqual(visibleBody.map((_, i) => i));
        expect(body.modulos).toHaveLength(list.length);
      }),
    );
  });

  it('moving is a permutation of the visible items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(10), fc.nat(10), (n, from, to) => {
        let list: ModuloDraft[] = [];
        for (let i = 0; i < n; i++) list = addItem<ModuloDraft>(list, { nome: `m${i}`, assuntos: [] });
        const moved = moveItem(list, from, to);
        expect([...moved.map((m) => m.id)].sort()).toEqual([...list.map((m) => m.id)].sort());
        if (from < n && to < n) expect(moved[to]?.id).toBe(list[from]?.id);
      }),
    );
  });
});
