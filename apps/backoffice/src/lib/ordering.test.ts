import { describe, expect, it } from 'vitest';
import { joinOrderBy, splitOrderBy } from './ordering';

type O = 'titulo' | '-titulo' | 'id' | '-id';

describe('ordering', () => {
  it('splits a descending value and reads unset as the default', () => {
    expect(splitOrderBy<O>('-titulo', 'titulo')).toEqual({ field: 'titulo', direction: 'desc' });
    expect(splitOrderBy<O>(undefined, 'titulo')).toEqual({ field: 'titulo', direction: 'asc' });
    expect(splitOrderBy<O>('id', 'titulo')).toEqual({ field: 'id', direction: 'asc' });
  });

  it('joins back, leaving the default out of the address', () => {
    expect(joinOrderBy<O>('titulo', 'asc', 'titulo')).toBeUndefined();
    expect(joinOrderBy<O>('titulo', 'desc', 'titulo')).toBe('-titulo');
    expect(joinOrderBy<O>('id', 'asc', 'titulo')).toBe('id');
  });
});
