import { describe, expect, it } from 'vitest';
import {
  ancestorKeys,
  type CheckTreeNode,
  checkedLeaves,
  checkState,
  findNode,
  leafKeys,
  normalizeChecked,
  parentKeys,
  parentLabels,
  toggleNode,
} from './check-tree-logic';

const tree: CheckTreeNode[] = [
  {
    id: 'curso',
    label: 'Cursos',
    children: [
      { id: 'curso.visualizar', label: 'Visualizar' },
      { id: 'curso.adicionar', label: 'Adicionar' },
    ],
  },
  {
    id: 'turma',
    label: 'Turmas',
    children: [
      { id: 'turma.visualizar', label: 'Visualizar' },
      {
        id: 'turma.aluno',
        label: 'Alunos',
        children: [
          { id: 'turma.aluno.adicionar', label: 'Adicionar' },
          { id: 'turma.aluno.excluir', label: 'Excluir' },
        ],
      },
    ],
  },
];

const sorted = (s: Iterable<string | number>) => [...s].map(String).sort();

describe('tree helpers', () => {
  it('lists leaves, parents, ancestors', () => {
    expect(leafKeys(tree[1]!)).toEqual(['turma.visualizar', 'turma.aluno.adicionar', 'turma.aluno.excluir']);
    expect(parentKeys(tree)).toEqual(['curso', 'turma', 'turma.aluno']);
    expect(ancestorKeys(tree, 'turma.aluno.excluir')).toEqual(['turma', 'turma.aluno']);
    expect(ancestorKeys(tree, 'curso')).toEqual([]);
    expect(findNode(tree, 'turma.aluno')?.label).toBe('Alunos');
    expect(findNode(tree, 'nada')).toBeUndefined();
  });

  it("names each node's parent, the nearest one only; roots have none", () => {
    const labels = parentLabels(tree);
    expect(labels.get('curso.visualizar')).toBe('Cursos');
    expect(labels.get('turma.visualizar')).toBe('Turmas');
    expect(labels.get('turma.aluno.excluir')).toBe('Alunos');
    expect(labels.has('curso')).toBe(false);
  });
});

describe('normalizeChecked', () => {
  it('expands a parent key to its subtree', () => {
    expect(sorted(normalizeChecked(tree, ['curso']))).toEqual([
      'curso',
      'curso.adicionar',
      'curso.visualizar',
    ]);
  });
  it('adds a parent when all its leaves are checked and drops it otherwise', () => {
    expect(sorted(normalizeChecked(tree, ['turma.aluno.adicionar', 'turma.aluno.excluir']))).toEqual([
      'turma.aluno',
      'turma.aluno.adicionar',
      'turma.aluno.excluir',
    ]);
    expect(sorted(normalizeChecked(tree, ['turma.aluno.adicionar']))).toEqual(['turma.aluno.adicionar']);
  });
  it('keeps keys the tree does not know', () => {
    expect(sorted(normalizeChecked(tree, ['produto.visualizar']))).toEqual(['produto.visualizar']);
  });
});

describe('checkState', () => {
  it('is checked, unchecked or indeterminate', () => {
    const checked = normalizeChecked(tree, ['turma.aluno.adicionar']);
    expect(checkState(tree[0]!, checked)).toBe('unchecked');
    expect(checkState(tree[1]!, checked)).toBe('indeterminate');
    expect(checkState(findNode(tree, 'turma.aluno.adicionar')!, checked)).toBe('checked');
  });
});

describe('toggleNode', () => {
  it('checks a whole subtree and its fully-checked ancestors', () => {
    let s = toggleNode(tree, [], 'turma.aluno', true);
    expect(sorted(s)).toEqual(['turma.aluno', 'turma.aluno.adicionar', 'turma.aluno.excluir']);
    s = toggleNode(tree, s, 'turma.visualizar', true);
    expect(s.has('turma')).toBe(true);
  });
  it('unchecking a leaf unchecks its ancestors', () => {
    const all = toggleNode(tree, [], 'turma', true);
    const s = toggleNode(tree, all, 'turma.aluno.excluir', false);
    expect(sorted(s)).toEqual(['turma.aluno.adicionar', 'turma.visualizar']);
    expect(checkState(tree[1]!, s)).toBe('indeterminate');
  });
  it('checking a partial parent checks everything under it', () => {
    const partial = normalizeChecked(tree, ['turma.visualizar']);
    const s = toggleNode(tree, partial, 'turma', true);
    expect(checkState(tree[1]!, s)).toBe('checked');
  });
  it('unchecking a parent clears its subtree only', () => {
    const s = toggleNode(tree, ['curso', 'turma'], 'turma', false);
    expect(sorted(s)).toEqual(['curso', 'curso.adicionar', 'curso.visualizar']);
  });
  it('returns only leaves when asked', () => {
    expect(sorted(checkedLeaves(tree, ['curso']))).toEqual(['curso.adicionar', 'curso.visualizar']);
  });
});
