import { describe, expect, it } from 'vitest';
import { ACCENT_FOLD, foldAccents, nameKey } from './fold-accents.js';

describe('foldAccents', () => {
  it('reads every accented letter of Portuguese as its plain one, and leaves the rest', () => {
    expect(foldAccents('Avião, Helicóptero, Ação, Férias, Altímetro, Güe, Ñu')).toBe(
      'Aviao, Helicoptero, Acao, Ferias, Altimetro, Gue, Nu',
    );
    expect(foldAccents('ÁGUA 100% _x_')).toBe('AGUA 100% _x_');
  });

  it('pairs one plain letter with each accented one (the two strings of SQL translate())', () => {
    expect([...ACCENT_FOLD.from]).toHaveLength([...ACCENT_FOLD.to].length);
    expect(ACCENT_FOLD.from + ACCENT_FOLD.to).not.toMatch(/['\\]/);
    for (const [i, c] of [...ACCENT_FOLD.from].entries()) {
      expect(c.normalize('NFD')[0]).toBe(ACCENT_FOLD.to[i]);
    }
  });
});

describe('nameKey', () => {
  it('reads names alike without surrounding spaces, accents or case', () => {
    expect(nameKey('  Mecânica ')).toBe(nameKey('MECANICA'));
    expect(nameKey('Instrução de Voo')).toBe('instrucao de voo');
    expect(nameKey('Mecânica')).not.toBe(nameKey('Mecânica Avançada'));
  });
});
