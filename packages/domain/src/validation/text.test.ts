import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { isTooLong, maxLengthMessage, TEXT_MAX } from './text.js';

describe('text limits', () => {
  it('says the limit in Portuguese, digits grouped the pt-BR way', () => {
    expect(maxLengthMessage(255)).toBe('Use no máximo 255 caracteres');
    expect(maxLengthMessage(20_000)).toBe('Use no máximo 20.000 caracteres');
    expect(maxLengthMessage(1_000_000)).toBe('Use no máximo 1.000.000 caracteres');
    expect(MESSAGES.field.tooLong).toContain('{max}');
  });

  it('counts characters of strings only', () => {
    expect(isTooLong('a'.repeat(TEXT_MAX.name), TEXT_MAX.name)).toBe(false);
    expect(isTooLong('a'.repeat(TEXT_MAX.name + 1), TEXT_MAX.name)).toBe(true);
    expect(isTooLong(12345, 2)).toBe(false);
    expect(isTooLong(null, 0)).toBe(false);
  });

  it('keeps indexed names under PostgreSQL’s b-tree row limit even in 4-byte characters', () => {
    expect(TEXT_MAX.name * 4).toBeLessThan(2704);
  });
});
