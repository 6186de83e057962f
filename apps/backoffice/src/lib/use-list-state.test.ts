import { LIST_SPECS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { lastPageInstead, listSearchAfter, pagingCorrection } from './use-list-state';

const cursos = LIST_SPECS.cursos;

describe('listSearchAfter (what useListState writes in the address)', () => {
  it('a search goes back to page 1 and keeps the filters', () => {
    expect(listSearchAfter('?page=3&situacao[]=Ativo', cursos, { type: 'search', text: 'IFR' })).toBe(
      '?search=IFR&situacao[]=Ativo',
    );
  });

  it('clearing the search leaves it out of the address', () => {
    expect(listSearchAfter('?search=IFR&page=2', cursos, { type: 'search', text: '' })).toBe('');
  });

  it('encodes the search text so it reads back the same', () => {
    const search = listSearchAfter('', cursos, { type: 'search', text: 'Piloto & Co' });
    expect(search).toBe('?search=Piloto+%26+Co');
    expect(new URLSearchParams(search ?? '').get('search')).toBe('Piloto & Co');
  });

  it('filters go back to page 1, arrays PHP-style with readable brackets', () => {
    expect(
      listSearchAfter('?page=4&per_page=30', cursos, {
        type: 'filters',
        patch: { categorias: [2, 5], qualificacao: 'ANAC' },
      }),
    ).toBe('?per_page=30&qualificacao=ANAC&categorias[]=2&categorias[]=5');
  });

  it('a filter set to undefined (or an empty list) leaves the address; the default ordering is left out', () => {
    expect(
      listSearchAfter('?categorias[]=2&tipo=Pr%C3%A1tico', cursos, {
        type: 'filters',
        patch: { categorias: undefined, tipo: undefined, order_by: 'nome' },
      }),
    ).toBe('');
    expect(listSearchAfter('?entidades[]=7', cursos, { type: 'filters', patch: { entidades: [] } })).toBe('');
    expect(listSearchAfter('', cursos, { type: 'filters', patch: { order_by: '-nome' } })).toBe(
      '?order_by=-nome',
    );
  });

  it('pages: moving keeps everything else; a new page size goes back to page 1', () => {
    expect(listSearchAfter('?search=IFR', cursos, { type: 'page', page: 2 })).toBe('?page=2&search=IFR');
    expect(listSearchAfter('?page=2&search=IFR', cursos, { type: 'page', page: 2, perPage: 50 })).toBe(
      '?per_page=50&search=IFR',
    );
    expect(listSearchAfter('?page=2', cursos, { type: 'page', page: 1 })).toBe('');
  });

  it('returns null when nothing changes (no history entry is pushed)', () => {
    expect(listSearchAfter('?search=IFR', cursos, { type: 'search', text: 'IFR' })).toBeNull();
    expect(listSearchAfter('', cursos, { type: 'page', page: 1 })).toBeNull();
    expect(listSearchAfter('?page=1&per_page=15', cursos, { type: 'page', page: 1 })).toBeNull();
    expect(
      listSearchAfter('?situacao[]=Ativo', cursos, { type: 'filters', patch: { situacao: ['Ativo'] } }),
    ).toBeNull();
  });

  it('drops values the spec does not allow', () => {
    expect(listSearchAfter('?situacao[]=Bogus&page=x', cursos, { type: 'page', page: 2 })).toBe('?page=2');
  });
});

describe('lastPageInstead (an address past the last page)', () => {
  it('an empty page past the end of a list with rows goes to the last page', () => {
    expect(lastPageInstead(999, { rows: [], total: 42, page: 999, lastPage: 3 })).toBe(3);
    expect(lastPageInstead(9, { rows: [], total: 4, page: 9, lastPage: 1 })).toBe(1);
  });

  it('stays where it is when the page has rows, the list is empty, or it is page 1', () => {
    expect(lastPageInstead(3, { rows: [{}], total: 42, page: 3, lastPage: 3 })).toBeNull();
    expect(lastPageInstead(5, { rows: [], total: 0, page: 5, lastPage: 1 })).toBeNull();
    expect(lastPageInstead(1, { rows: [], total: 42, page: 1, lastPage: 3 })).toBeNull();
  });

  it('takes only the answer for the page asked (not the previous page kept on screen)', () => {
    expect(lastPageInstead(3, { rows: [], total: 42, page: 999, lastPage: 3 })).toBeNull();
    expect(lastPageInstead(999, { rows: [], total: 42, lastPage: 3 })).toBeNull();
  });

  it('never moves forwards or stays put on an answer that disagrees with itself', () => {
    expect(lastPageInstead(2, { rows: [], total: 42, page: 2, lastPage: 3 })).toBeNull();
    expect(lastPageInstead(3, { rows: [], total: 42, page: 3, lastPage: 3 })).toBeNull();
    expect(lastPageInstead(4, { rows: [], total: 42, page: 4 })).toBeNull();
  });
});

describe('pagingCorrection (an address whose paging cannot be read)', () => {
  it('drops a page or size that is not a positive whole number, keeping the rest', () => {
    expect(pagingCorrection('?page=abc&per_page=-3&search=IFR', cursos)).toBe('?search=IFR');
    expect(pagingCorrection('?page=0', cursos)).toBe('');
    expect(pagingCorrection('?page=2.5&per_page=30', cursos)).toBe('?per_page=30');
  });

  it('drops a size over the largest page', () => {
    expect(pagingCorrection('?per_page=5000&page=2', cursos)).toBe('?page=2');
  });

  it('leaves an address that reads as written, defaults spelt out included', () => {
    expect(pagingCorrection('?page=3&per_page=30&search=IFR', cursos)).toBeNull();
    expect(pagingCorrection('?page=1&per_page=15', cursos)).toBeNull();
    expect(pagingCorrection('', cursos)).toBeNull();
    expect(pagingCorrection('?search=abc', cursos)).toBeNull();
  });
});
