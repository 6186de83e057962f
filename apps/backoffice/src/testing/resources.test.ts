import { ENDPOINTS } from '@hangar/api-client/contract';
import {
  type FilterSpec,
  type FilterValue,
  LIST_SPECS,
  type ListState,
  ROUTES,
  toApiQuery,
} from '@hangar/domain';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../app/resources';
import { categorias } from '../features/categorias/resource';
import { cursos } from '../features/cursos/resource';
import { isQueryOf, queryInput } from '../lib/endpoints';
import { countActiveFilters, specOf } from '../lib/resource';
import { resourceRoutes } from '../lib/resource-routes';

/** A value of each filter kind, as a user could set it in Refinar. */
function sample(spec: FilterSpec): FilterValue<FilterSpec> {
  switch (spec.type) {
    case 'string':
      return 'texto';
    case 'number':
      return spec.values?.[0] ?? 7;
    case 'enum':
      return spec.values.at(-1) ?? '';
    case 'string[]':
      return spec.values ? [...spec.values] : ['a', 'b'];
    case 'number[]':
      return [1, 2];
  }
}

describe.each(RESOURCES.map((r) => [r.key, r] as const))('resource %s', (_, resource) => {
  const spec = specOf(resource);
  const name = resource.endpoints.list;

  it('its list spec is the domain one and its list route is in the domain route table', () => {
    expect(spec).toBe(LIST_SPECS[resource.key]);
    expect(ROUTES.some((r) => r.pattern === resource.path)).toBe(true);
  });

  it('the list query of the default state, a search, and every filter set fits the endpoint query schema', () => {
    const specs: Readonly<Record<string, FilterSpec>> = spec.filters ?? {};
    const filters = Object.fromEntries(Object.entries(specs).map(([k, f]) => [k, sample(f)]));
    const states: ListState[] = [
      { page: 1, per_page: 15, search: '', filters: {} },
      { page: 3, per_page: 100, search: '  Piloto  ', filters: {} },
      { page: 2, per_page: 30, search: 'Voo', filters },
    ];
    for (const state of states) {
      const query = toApiQuery(state, spec);
      expect(isQueryOf(name, query), JSON.stringify(query)).toBe(true);
    }
    // The search reaches the parameter the endpoint searches by.
    expect(toApiQuery(states[1]!, spec)).toHaveProperty(spec.searchParam ?? 'nome', 'Piloto');
  });

  it('refuses a query the endpoint does not accept, naming the endpoint', () => {
    expect(isQueryOf(name, { page: 0 })).toBe(false);
    expect(() => queryInput(name, { per_page: 5000 })).toThrow(name);
  });

  it('names contract endpoints for its list and its delete', () => {
    expect(ENDPOINTS[name].method).toBe('GET');
    expect(ENDPOINTS[resource.endpoints.delete].method).toBe('DELETE');
  });
});

describe('countActiveFilters', () => {
  it('counts set filters, never the ordering', () => {
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ order_by: '-nome' })).toBe(0);
    expect(
      countActiveFilters({ situacao: ['Ativo'], categorias: [1, 2], entidades: [], tipo: undefined }),
    ).toBe(2);
  });
});

describe('resourceRoutes', () => {
  const lazy = async () => () => null;
  it('gives the list and every form row the domain table has under it, relative to /admin', () => {
    const paths = (routes: RouteObject[]) => routes.map((r) => r.path);
    expect(paths(resourceRoutes(cursos, { list: lazy, form: lazy }))).toEqual([
      'administracao/cursos',
      'administracao/cursos/novo',
      'administracao/cursos/:id',
    ]);
    expect(paths(resourceRoutes(categorias, { list: lazy }))).toEqual(['configuracao/categorias']);
  });

  it('refuses a list the domain does not know and a form row without a form screen', () => {
    expect(() => resourceRoutes({ path: '/admin/nada' }, { list: lazy })).toThrow('route table');
    expect(() => resourceRoutes(cursos, { list: lazy })).toThrow('no form screen');
  });
});
