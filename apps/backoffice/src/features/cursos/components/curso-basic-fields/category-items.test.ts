import { PICKER_SIZE } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { categoryItems } from './category-items';

const categorias = [
  { id: 5, nome: 'Segurança de Voo' },
  { id: 6, nome: 'Tripulação de Cabine' },
];

describe('categoryItems', () => {
  it('lists the categories there are', () => {
    expect(categoryItems(categorias, [5], true)).toEqual([
      { id: '5', label: 'Segurança de Voo' },
      { id: '6', label: 'Tripulação de Cabine' },
    ]);
  });

  it('adds a box for each ticked category that no longer exists, so it can be unticked', () => {
    expect(categoryItems(categorias, [5, 11], true).slice(2)).toEqual([
      { id: '11', label: 'Categoria excluída (11)' },
    ]);
  });

  it('past the picker size, names a missing one by its number (it may be further down the list)', () => {
    const many = Array.from({ length: PICKER_SIZE.categoria }, (_, i) => ({ id: i + 1, nome: `C${i + 1}` }));
    expect(categoryItems(many, [1, 500], true).at(-1)).toEqual({ id: '500', label: 'Categoria 500' });
  });

  it('past the picker size, names a ticked one further down by its name when the form knows it', () => {
    const many = Array.from({ length: PICKER_SIZE.categoria }, (_, i) => ({ id: i + 1, nome: `C${i + 1}` }));
    const names = new Map([[500, 'Tripulação de Cabine']]);
    expect(categoryItems(many, [1, 500], true, names).at(-1)).toEqual({
      id: '500',
      label: 'Tripulação de Cabine',
    });
    // Within the picker size the list is complete: a missing one was deleted, whatever its name.
    expect(categoryItems(categorias, [5, 500], true, names).at(-1)).toEqual({
      id: '500',
      label: 'Categoria excluída (500)',
    });
  });

  it('calls nothing deleted before the options have come (or when they failed to load)', () => {
    expect(categoryItems([], [5, 11], false)).toEqual([]);
  });
});
