import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate, venceEm } from './dates.js';

describe('dates', () => {
  it('reads API dates without a UTC shift', () => {
    expect(toDate('2026-07-01')?.getDate()).toBe(1);
    expect(toDate('2026-07-01 08:30:00')?.getHours()).toBe(8);
    expect(toDate(new Date(2026, 0, 2))?.getDate()).toBe(2);
    expect(toDate(new Date(2026, 0, 2).getTime())?.getFullYear()).toBe(2026);
    expect(toDate('')).toBeUndefined();
    expect(toDate(null)).toBeUndefined();
    expect(toDate('not a date')).toBeUndefined();
  });

  it('formats in pt-BR', () => {
    expect(formatDate('2026-12-25')).toBe('25/12/2026');
    expect(formatDate('2026-12-25', "d 'de' MMMM")).toBe('25 de dezembro');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('2026-12-25T08:30:00')).toBe('25/12/2026 08:30');
  });

  it('venceEm', () => {
    expect(venceEm('2027-03-01')).toBe('Vence em 01/03/2027');
    expect(venceEm(null)).toBe('--');
  });
});
