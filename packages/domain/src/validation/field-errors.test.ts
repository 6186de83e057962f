import { describe, expect, it } from 'vitest';
import { FieldErrorsBuilder, flattenFieldErrors, isBlank, isValid } from './field-errors.js';

describe('FieldErrorsBuilder', () => {
  it('collects, dedupes, merges with prefixes and copies', () => {
    const b = new FieldErrorsBuilder().add('a', 'x').add('a', 'x').add('a', 'y').check(false, 'b', 'no');
    b.merge({ nome: ['n'] }, 'modulos.0').merge({ c: ['z'] });
    const built = b.build();
    expect(built).toEqual({ a: ['x', 'y'], 'modulos.0.nome': ['n'], c: ['z'] });
    built.a!.push('mutated');
    expect(b.build().a).toEqual(['x', 'y']);
  });
  it('isValid / flatten / isBlank', () => {
    expect(isValid({})).toBe(true);
    expect(isValid({ a: [] })).toBe(true);
    expect(isValid({ a: ['x'] })).toBe(false);
    expect(flattenFieldErrors({ a: ['x', 'y'], b: ['z'] })).toEqual(['x', 'y', 'z']);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' ')).toBe(true);
    // Invisible characters alone are no name either (zero-width space, joiner, BOM).
    expect(isBlank('\u200b')).toBe(true);
    expect(isBlank(' \u200d\ufeff ')).toBe(true);
    expect(isBlank('a\u200b')).toBe(false);
    expect(isBlank(0)).toBe(false);
    expect(isBlank('a')).toBe(false);
  });
});
