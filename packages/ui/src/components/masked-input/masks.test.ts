import { describe, expect, it } from 'vitest';
import { formatCep, formatCpfCnpj, formatPhone, phoneValue, unmaskCpfCnpj } from './masks';

describe('CPF/CNPJ mask', () => {
  it('formats a CPF', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('123456')).toBe('123.456');
  });
  it('formats a numeric CNPJ', () => {
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
  it('accepts letters in the first 12 positions of an alphanumeric CNPJ, upper-cased', () => {
    expect(formatCpfCnpj('12abc345000188')).toBe('12.ABC.345/0001-88');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(unmaskCpfCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
  it('keeps the check digits numeric', () => {
    expect(formatCpfCnpj('12ABC34501DEXY')).toBe('12.ABC.345/01DE-');
  });
  it('switches to CNPJ on the 12th character', () => {
    expect(formatCpfCnpj('123456789012')).toBe('12.345.678/9012');
  });
  it('drops what a mask cannot hold', () => {
    expect(formatCpfCnpj('')).toBe('');
    expect(formatCpfCnpj(null)).toBe('');
    expect(formatCpfCnpj('11222333000181999')).toBe('11.222.333/0001-81');
  });
});

describe('CEP mask', () => {
  it('formats 8 digits', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('01310-100')).toBe('01310-100');
    expect(formatCep('abc')).toBe('');
  });
});

describe('phone mask (Brazil only)', () => {
  it('formats landlines and mobiles', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });

  it("drops Brazil's country code from a whole number, as pasted", () => {
    expect(formatPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('+55 (11) 3333-4444')).toBe('(11) 3333-4444');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
    // 55 is also a DDD (Santa Maria, RS): a number of 11 digits or fewer keeps it.
    expect(formatPhone('55987654321')).toBe('(55) 98765-4321');
  });

  it('drops letters', () => {
    expect(formatPhone('11abc98765')).toBe('(11) 9876-5');
  });

  it("stores a number typed with '+55' without it, and another country's with its '+'", () => {
    expect(phoneValue('+5511987654321')).toBe('11987654321');
    expect(phoneValue('+55')).toBe('');
    expect(phoneValue('11987654321')).toBe('11987654321');
    expect(phoneValue('+12125550100')).toBe('+12125550100');
  });
});
