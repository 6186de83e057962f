import { describe, expect, it } from 'vitest';
import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatCpfOrCnpj,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidPhone,
  normalizeCnpj,
  onlyDigits,
} from './documents.js';
import { ESTADOS, findEstado } from './estados.js';

/** The Receita Federal algorithm, written independently to cross-check the library. */
function cnpjCheckDigits(base12: string): string {
  const value = (c: string) => c.charCodeAt(0) - 48;
  const dv = (chars: string, weights: number[]) => {
    const sum = [...chars].reduce((acc, c, i) => acc + value(c) * weights[i]!, 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = dv(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = dv(`${base12}${first}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${first}${second}`;
}

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs (Receita Federal example)', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('agrees with the Receita Federal algorithm on generated bases', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let seed = 7;
    for (let n = 0; n < 200; n++) {
      let base = '';
      for (let i = 0; i < 12; i++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        base += alphabet[seed % alphabet.length];
      }
      if (/^(.)\1+$/.test(base)) continue;
      const dv = cnpjCheckDigits(base);
      expect(isValidCnpj(base + dv)).toBe(true);
      const wrong = String((Number(dv[1]) + 1) % 10);
      expect(isValidCnpj(base + dv[0] + wrong)).toBe(false);
    }
  });

  it('rejects bad CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('123')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });

  it('formats, keeping letters', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12.abc')).toBe('12.ABC');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
});

describe('CPF', () => {
  it('validates and formats', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('the entity field takes either', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('52998224726')).toBe(false);
    expect(formatCpfOrCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfOrCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfOrCnpj('12ABC')).toBe('12.ABC');
  });
});

describe('CEP and phone', () => {
  it('formats and validates CEP', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131')).toBe(false);
    expect(onlyDigits('a1-2')).toBe('12');
  });

  it('formats Brazilian phones with DDD', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('(11) 3333-4444')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
  });
});

describe('ESTADOS', () => {
  it('has 27 states, ids 1..27, alphabetical by name', () => {
    expect(ESTADOS).toHaveLength(27);
    expect(ESTADOS.map((e) => e.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    const names = ESTADOS.map((e) => e.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(new Set(ESTADOS.map((e) => e.sigla)).size).toBe(27);
    expect(ESTADOS[0]).toEqual({ id: 1, sigla: 'AC', nome: 'Acre' });
    expect(ESTADOS[26]).toEqual({ id: 27, sigla: 'TO', nome: 'Tocantins' });
  });

  it('finds by id or sigla', () => {
    expect(findEstado(25)?.nome).toBe('São Paulo');
    expect(findEstado(' sp ')?.id).toBe(25);
    expect(findEstado('XX')).toBeUndefined();
    expect(findEstado(28)).toBeUndefined();
  });
});
