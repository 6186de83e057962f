import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { isTooLong, maxLengthMessage, TEXT_MAX, uploadName } from './text.js';

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

describe('uploadName', () => {
  it('keeps a name within the limit, and a fallback for none', () => {
    expect(uploadName(' capa.png ', 'imagem.png')).toBe('capa.png');
    expect(uploadName('', 'imagem.png')).toBe('imagem.png');
  });

  it('never cuts a character in two, nor keeps a long tail as an extension', () => {
    const emoji = uploadName(`${'a'.repeat(TEXT_MAX.name - 5)}🛩🛩.pdf`, 'x');
    expect(emoji.length).toBeLessThanOrEqual(TEXT_MAX.name);
    expect(emoji.endsWith('.pdf')).toBe(true);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(uploadName(`a.${'b'.repeat(300)}`, 'x')).toHaveLength(TEXT_MAX.name);
  });

  it('drops bidirectional controls, which make a name read as another (evil‮gpj.exe)', () => {
    expect(uploadName('evil\u202Egpj.exe.pdf', 'arquivo.pdf')).toBe('evilgpj.exe.pdf');
    expect(uploadName('\u2066a\u2069\u200Eb\u200F', 'x')).toBe('ab');
  });

  it('drops NUL characters, which the database cannot store', () => {
    expect(uploadName('ca\u0000pa.png', 'imagem.png')).toBe('capa.png');
    expect(uploadName('\u0000', 'imagem.png')).toBe('imagem.png');
  });
});
