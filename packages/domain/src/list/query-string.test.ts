import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQueryPairs, parseQuery, parseQueryPairs, toQueryString } from './query-string.js';

describe('toQueryString', () => {
  it('serialises PHP-style arrays, booleans as 1/0, and leaves empty values out', () => {
    expect(
      toQueryString({
        page: 2,
        cursos: [1, 2, '', null],
        ativo: true,
        off: false,
        nome: '',
        x: undefined,
        y: null,
      }),
    ).toBe('?page=2&cursos[]=1&cursos[]=2&ativo=1&off=0');
    expect(toQueryString({})).toBe('');
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ q: 'São Paulo & cia' })).toBe('?q=S%C3%A3o+Paulo+%26+cia');
  });

  it('replaces lone surrogates instead of throwing, as URLSearchParams does', () => {
    expect(toQueryString({ q: 'a\uD800b' })).toBe('?q=a%EF%BF%BDb');
    expect(encodeQueryPairs([['k[]', 'a b']])).toBe('k[]=a+b');
  });
});

describe('parseQuery', () => {
  it('parses k[] and k[0] into arrays, keeps the last plain value and drops empty values', () => {
    expect(parseQuery('?page=1&page=2&cursos[]=1&cursos[]=2&situacao=&m[0]=a&m[1]=b&e[]=')).toEqual({
      page: '2',
      cursos: ['1', '2'],
      m: ['a', 'b'],
      e: [],
    });
    expect(parseQuery('cursos%5B%5D=7&k=1&k[]=2')).toEqual({ cursos: ['7'], k: ['1', '2'] });
  });

  it('reads query pairs (URLSearchParams) as well as strings', () => {
    expect(
      parseQuery([
        ['cursos[]', '3'],
        ['nome', 'asa fixa'],
      ]),
    ).toEqual({ cursos: ['3'], nome: 'asa fixa' });
  });

  it('keeps __proto__ as data', () => {
    const parsed = parseQuery('__proto__=x&a=1');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(parsed.a).toBe('1');
  });

  it('decodes + as a space and keeps malformed escapes as typed', () => {
    expect(parseQueryPairs('a=b+c&d=%E0%A4%A&flag')).toEqual([
      ['a', 'b c'],
      ['d', '%E0%A4%A'],
      ['flag', ''],
    ]);
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
