import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldErrorsSchema,
  intLike,
  listQuery,
  pageOf,
  parseQuery,
  phpArray,
  toQueryString,
} from './common.js';
import { cursoListQuery } from './cursos.js';
import { buildPath, ENDPOINT_LIST, ENDPOINTS } from './endpoints.js';

describe('query strings', () => {
  it('serialises PHP-style arrays, booleans as 1/0, and leaves empty values out', () => {
    expect(toQueryString({ page: 2, cursos: [1, 2], ativo: true, nome: '', x: undefined, y: null })).toBe(
      '?page=2&cursos[]=1&cursos[]=2&ativo=1',
    );
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ q: 'São Paulo & cia' })).toBe('?q=S%C3%A3o%20Paulo%20%26%20cia');
  });

  it('parses k[] and k[0] into arrays and drops empty values', () => {
    expect(parseQuery('?page=2&cursos[]=1&cursos[]=2&situacao=&m[0]=a&m[1]=b')).toEqual({
      page: '2',
      cursos: ['1', '2'],
      m: ['a', 'b'],
    });
    expect(parseQuery('cursos%5B%5D=7')).toEqual({ cursos: ['7'] });
  });

  it('round-trips any object of strings and string arrays', () => {
    const key = fc.stringMatching(/^[a-z_]{1,8}$/);
    const value = fc.string({ minLength: 1 });
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 }))),
        (obj) => {
          expect(parseQuery(toQueryString(obj))).toEqual(obj);
        },
      ),
    );
  });
});

describe('schemas', () => {
  it('intLike refuses empty and non-numeric strings (unlike z.coerce)', () => {
    expect(intLike().parse('12')).toBe(12);
    expect(intLike().safeParse('').success).toBe(false);
    expect(intLike().safeParse('1.5').success).toBe(false);
    expect(intLike().safeParse('abc').success).toBe(false);
  });

  it('phpArray accepts one value or many', () => {
    const s = phpArray(intLike());
    expect(s.parse('3')).toEqual([3]);
    expect(s.parse(['1', 2])).toEqual([1, 2]);
  });

  it('listQuery defaults to page 1 / per_page 15 and caps per_page at 1000', () => {
    expect(listQuery.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(listQuery.safeParse({ per_page: '1001' }).success).toBe(false);
    expect(cursoListQuery.parse(parseQuery('situacao[]=Ativo&categorias[]=2'))).toMatchObject({
      situacao: ['Ativo'],
      categorias: [2],
      order_by: 'nome',
    });
  });

  it('pageOf computes last_page; a 422 body has no message key', () => {
    expect(pageOf([1, 2], 31, { page: 1, per_page: 15 }).data.last_page).toBe(3);
    expect(pageOf([], 0, { page: 1, per_page: 15 }).data.last_page).toBe(1);
    expect(fieldErrorsSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});

describe('ENDPOINTS', () => {
  it('has one uniquely named row per call of §7, each name equal to its key', () => {
    expect(ENDPOINT_LIST.length).toBe(Object.keys(ENDPOINTS).length);
    for (const [key, e] of Object.entries(ENDPOINTS)) expect(e.name).toBe(key);
    const routes = ENDPOINT_LIST.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(ENDPOINT_LIST.filter((e) => e.status === 204).every((e) => e.response === null)).toBe(true);
  });

  it('buildPath fills and encodes params', () => {
    expect(buildPath('/api/curso/:id', { id: 7 })).toBe('/api/curso/7');
    expect(buildPath('/oauth/tokens/:accessToken', { accessToken: 'a/b' })).toBe('/oauth/tokens/a%2Fb');
    expect(() => buildPath('/api/curso/:id')).toThrow();
  });
});
