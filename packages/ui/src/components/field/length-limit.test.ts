import { describe, expect, it } from 'vitest';
import { limitReachedText } from './length-limit';

describe('limitReachedText', () => {
  it('says nothing below the limit, or without a limit or a controlled string', () => {
    expect(limitReachedText('abc', 4)).toBeNull();
    expect(limitReachedText('abc', undefined)).toBeNull();
    expect(limitReachedText(undefined, 3)).toBeNull();
  });
  it('says the limit once the value reaches it, thousands written as pt-BR does', () => {
    expect(limitReachedText('abc', 3)).toBe('Limite de 3 caracteres atingido.');
    expect(limitReachedText('x'.repeat(10_000), 10_000)).toBe('Limite de 10.000 caracteres atingido.');
    expect(limitReachedText('x'.repeat(1_000_000), 1_000_000)).toBe(
      'Limite de 1.000.000 caracteres atingido.',
    );
  });
});
