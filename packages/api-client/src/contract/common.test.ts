import * as domain from '@hangar/domain';
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
  it("are the domain's one encoder and decoder, PHP-style arrays both ways", () => {
    expect(toQueryString).toBe(domain.toQueryString);
    expect(parseQuery).toBe(domain.parseQuery);
    expect(toQueryString({ page: 2, cursos: [1, 2], ativo: true })).toBe(
      '?page=2&cursos[]=1&cursos[]=2&ativo=1',
    );
    expect(parseQuery('?page=2&cursos[]=1&cursos[]=2')).toEqual({ page: '2', cursos: ['1', '2'] });
  });
});

describe('schemas', () => {
  it('intLike refuses empty and non-numeric strings (unlike z.coerce)', () => {
    expect(intLike().parse('12')).toBe(12);
    expect(intLike().safeParse('').success).toBe(false);
    expect(intLike().safeParse('1.5').success).toBe(false);
    expect(intLike().safeParse('abc').success).toBe(false);
    // One way to write a number: '01' and '-0' name nothing, as ' 1' does not.
    expect(intLike().parse('0')).toBe(0);
    expect(intLike().parse('-3')).toBe(-3);
    expect(intLike().safeParse('01').success).toBe(false);
    expect(intLike().safeParse('-0').success).toBe(false);
  });

  it('phpArray accepts one value or many', () => {
    const s = phpArray(intLike());
    expect(s.parse('3')).toEqual([3]);
    expect(s.parse(['1', 2])).toEqual([1, 2]);
  });

  it("listQuery's defaults and cap are the domain's page sizes (15, 1000)", () => {
    expect(listQuery.parse({})).toEqual({ page: 1, per_page: domain.PAGE_SIZE });
    expect(listQuery.parse({ per_page: String(domain.MAX_PER_PAGE) }).per_page).toBe(1000);
    expect(listQuery.safeParse({ per_page: String(domain.MAX_PER_PAGE + 1) }).success).toBe(false);
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
