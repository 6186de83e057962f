import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineListSpec,
  type ListState,
  parseListState,
  serializeListState,
  toApiQuery,
  withFilters,
  withPage,
  withSearch,
} from './list-state.js';

const spec = defineListSpec({
  searchParam: 'titulo',
  filters: {
    situacao: { type: 'string[]', values: ['Sem Classificação', 'Incompleta', 'Classificada'] },
    cursos: { type: 'number[]' },
    tags: { type: 'string[]' },
    ativo: { type: 'number', values: [0, 1] },
    modalidade: { type: 'number' },
    qualificacao: { type: 'enum', values: ['ANAC', 'EXTRA'] },
    order_by: { type: 'enum', values: ['nome', 'titulo'], default: 'nome' },
    nome: { type: 'string' },
    codigo: { type: 'string', default: 'X' },
  },
});

describe('parseListState', () => {
  it('gives defaults for an empty query', () => {
    expect(parseListState('', spec)).toEqual({
      page: 1,
      per_page: 15,
      search: '',
      filters: { order_by: 'nome', codigo: 'X' },
    });
    expect(parseListState('?')).toEqual({ page: 1, per_page: 15, search: '', filters: {} });
    expect(parseListState('', { perPage: 100 }).per_page).toBe(100);
  });

  it('reads every kind of value', () => {
    const q =
      '?page=3&per_page=50&search=asa%20fixa&situacao[]=Incompleta&situacao[]=Classificada&cursos[]=1&cursos[0]=2' +
      '&tags=a&tags[]=b&ativo=0&modalidade=7&qualificacao=ANAC&order_by=titulo&nome=Jo%C3%A3o&codigo=Y';
    expect(parseListState(q, spec)).toEqual({
      page: 3,
      per_page: 50,
      search: 'asa fixa',
      filters: {
        situacao: ['Incompleta', 'Classificada'],
        cursos: [1, 2],
        tags: ['a', 'b'],
        ativo: 0,
        modalidade: 7,
        qualificacao: 'ANAC',
        order_by: 'titulo',
        nome: 'João',
        codigo: 'Y',
      },
    });
  });

  it('accepts query pairs (URLSearchParams)', () => {
    expect(parseListState([['page', '4']], spec).page).toBe(4);
  });

  it('falls back on bad values', () => {
    const q =
      'page=0&per_page=1001&situacao[]=Outra&cursos[]=x&cursos[]=1.5&ativo=2&modalidade=abc&qualificacao=X&order_by=z&nome=&codigo=&unknown=1';
    expect(parseListState(q, spec)).toEqual({
      page: 1,
      per_page: 15,
      search: '',
      filters: { order_by: 'nome', codigo: 'X' },
    });
    expect(parseListState('page=-2&per_page=abc&modalidade=99999999999999999999', spec)).toMatchObject({
      page: 1,
      per_page: 15,
    });
    expect(parseListState('page=%E0%A4%A&per_page=1000', spec)).toMatchObject({ page: 1, per_page: 1000 });
    expect(parseListState('modalidade=-4', spec).filters.modalidade).toBe(-4);
  });
});

describe('serializeListState', () => {
  it('omits defaults and writes arrays PHP-style', () => {
    expect(serializeListState(parseListState('', spec), spec)).toBe('');
    const state: ListState<NonNullable<typeof spec.filters>> = {
      page: 2,
      per_page: 30,
      search: 'a b',
      filters: { cursos: [1, 2], qualificacao: 'EXTRA', order_by: 'nome', tags: [] },
    };
    expect(serializeListState(state, spec)).toBe(
      'page=2&per_page=30&search=a+b&cursos[]=1&cursos[]=2&qualificacao=EXTRA',
    );
  });

  it('writes filters the spec does not declare after the declared ones', () => {
    expect(serializeListState({ page: 1, per_page: 15, search: '', filters: { extra: 'v' } })).toBe(
      'extra=v',
    );
  });
});

describe('query text', () => {
  it('encodes text safely, lone surrogates included', () => {
    expect(serializeListState({ page: 1, per_page: 15, search: 'a&b=c ç\uD800', filters: {} })).toBe(
      'search=a%26b%3Dc+%C3%A7%EF%BF%BD',
    );
    expect(parseListState('search=a%26b%3Dc+%C3%A7&flag&&', spec).search).toBe('a&b=c ç');
    expect(parseListState('search=%E0%A4%A', spec).search).toBe('%E0%A4%A');
  });
});

describe('transitions', () => {
  const base = parseListState('page=5&cursos[]=1', spec);

  it('withFilters resets page and clears empty values', () => {
    const next = withFilters(base, { cursos: [], ativo: 1 });
    expect(next.page).toBe(1);
    expect(next.filters.cursos).toBeUndefined();
    expect(next.filters.ativo).toBe(1);
    expect(withFilters(next, { ativo: undefined }).filters).not.toHaveProperty('ativo');
    expect(base.page).toBe(5);
  });

  it('withSearch resets page; withPage moves', () => {
    expect(withSearch(base, 'x')).toMatchObject({ page: 1, search: 'x' });
    expect(withPage(base, 7).page).toBe(7);
    expect(withPage(base, 7, 15).page).toBe(7);
    expect(withPage(base, 7, 50)).toMatchObject({ page: 1, per_page: 50 });
  });
});

describe('toApiQuery', () => {
  it('sends page, per_page, the trimmed search and set filters', () => {
    const state = parseListState('search=%20motor%20&cursos[]=3&page=2', spec);
    expect(toApiQuery(state, spec)).toEqual({
      page: 2,
      per_page: 15,
      titulo: 'motor',
      cursos: [3],
      order_by: 'nome',
      codigo: 'X',
    });
    expect(toApiQuery({ page: 1, per_page: 15, search: '  ', filters: { a: '', b: 'c' } })).toEqual({
      page: 1,
      per_page: 15,
      b: 'c',
    });
    expect(toApiQuery({ page: 1, per_page: 15, search: 'x', filters: {} })).toMatchObject({ nome: 'x' });
  });
});

describe('properties', () => {
  const nonEmpty = fc.string({ minLength: 1 });
  const stateArb = fc.record({
    page: fc.integer({ min: 1, max: 1_000_000 }),
    per_page: fc.integer({ min: 1, max: 1000 }),
    search: fc.string(),
    filters: fc.record(
      {
        situacao: fc.subarray(['Sem Classificação', 'Incompleta', 'Classificada'], { minLength: 1 }),
        cursos: fc.array(fc.integer(), { minLength: 1 }),
        tags: fc.array(nonEmpty, { minLength: 1 }),
        ativo: fc.constantFrom(0, 1),
        modalidade: fc.integer(),
        qualificacao: fc.constantFrom('ANAC', 'EXTRA'),
        order_by: fc.constantFrom('nome', 'titulo'),
        nome: nonEmpty,
        codigo: nonEmpty,
      },
      { requiredKeys: ['order_by', 'codigo'] },
    ),
  });

  it('round-trips: parse(serialize(state)) equals state', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const typed = state as ListState<NonNullable<typeof spec.filters>>;
        expect(parseListState(serializeListState(typed, spec), spec)).toEqual(typed);
      }),
    );
  });

  it('never throws on arbitrary input and yields a canonical state', () => {
    const keys = fc.constantFrom(
      'page',
      'per_page',
      'search',
      'cursos[]',
      'situacao[]',
      'ativo',
      'order_by',
      'x',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, fc.string())), fc.string(), (pairs, raw) => {
        const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        for (const input of [query, raw]) {
          const state = parseListState(input, spec);
          expect(state.page).toBeGreaterThanOrEqual(1);
          expect(state.per_page).toBeGreaterThanOrEqual(1);
          expect(state.per_page).toBeLessThanOrEqual(1000);
          expect(parseListState(serializeListState(state, spec), spec)).toEqual(state);
        }
      }),
    );
  });

  it('changing filters or search always returns to page 1', () => {
    fc.assert(
      fc.property(stateArb, fc.string(), (state, text) => {
        const typed = state as ListState<NonNullable<typeof spec.filters>>;
        expect(withSearch(typed, text).page).toBe(1);
        expect(withFilters(typed, { nome: text }).page).toBe(1);
      }),
    );
  });
});
