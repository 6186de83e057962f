import { describe, expect, it } from 'vitest';
import { containsFolded, foldForSearch } from './search-text';

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldForSearch('Usuários – Helicóptero ÇÃO')).toBe('usuarios – helicoptero cao');
  });

  it('finds text ignoring case and accents; a blank search matches everything', () => {
    expect(containsFolded('(Teórico) Piloto Privado – Helicóptero', 'helicoptero')).toBe(true);
    expect(containsFolded('(Teórico) Piloto Privado – Helicóptero', ' HELICÓPTERO ')).toBe(true);
    expect(containsFolded('Meteorologia', '  ')).toBe(true);
    expect(containsFolded('Meteorologia', 'navega')).toBe(false);
  });
});
