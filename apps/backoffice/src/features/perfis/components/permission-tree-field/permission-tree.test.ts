import type { PermissaoNode } from '@hangar/api-client/contract';
import { describe, expect, it } from 'vitest';
import { filterPermissionTree, mergeShownChange, permissionIds, toCheckTree } from './permission-tree';

const tree: PermissaoNode[] = [
  {
    key: 'curso',
    title: 'Cursos',
    children: [
      { id: 1, key: 'curso.visualizar', title: 'Visualizar' },
      { id: 2, key: 'curso.excluir', title: 'Excluir' },
    ],
  },
  {
    key: 'usuario',
    title: 'Usuários',
    children: [
      { id: 3, key: 'usuario.visualizar', title: 'Visualizar' },
      { id: 4, key: 'usuario.alterar', title: 'Alterar' },
    ],
  },
];

describe('permission tree', () => {
  it('draws families as parents and permission ids as leaves', () => {
    expect(toCheckTree(tree)[0]).toEqual({
      id: 'familia:curso',
      label: 'Cursos',
      children: [
        { id: 1, label: 'Visualizar' },
        { id: 2, label: 'Excluir' },
      ],
    });
  });

  it('filters by family or action, without case or accents', () => {
    expect(filterPermissionTree(tree, '')).toEqual(tree);
    expect(filterPermissionTree(tree, 'usuarios').map((n) => n.key)).toEqual(['usuario']);
    expect(permissionIds(filterPermissionTree(tree, 'EXCLU'))).toEqual([2]);
    expect(permissionIds(filterPermissionTree(tree, 'visualizar'))).toEqual([1, 3]);
    expect(filterPermissionTree(tree, 'nada')).toEqual([]);
  });

  it('keeps the checked ids the filter hides', () => {
    expect(mergeShownChange([1, 4], [1, 3], [3, 'familia:usuario'])).toEqual([4, 3]);
    expect(mergeShownChange([1, 2], [1, 2], [])).toEqual([]);
  });
});
