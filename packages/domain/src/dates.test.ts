import { describe, expect, it, vi } from 'vitest';
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

describe('dates at midnight in a time zone west of UTC', () => {
  it('show the same day and the same class state in São Paulo (UTC-3)', async () => {
    // Node reads TZ again when it changes: a plain `yyyy-MM-dd` must stay that day, not the day
    // before (new Date('2026-03-02') would be 21:00 of 01/03 here).
    vi.stubEnv('TZ', 'America/Sao_Paulo');
    try {
      const { classState } = await import('./state/klass.js');
      expect(new Date(2026, 2, 2).getTimezoneOffset()).toBe(180);
      expect(formatDate('2026-03-02')).toBe('02/03/2026');
      expect(formatDate('2026-03-02 00:00:00')).toBe('02/03/2026');
      const turma = { data_inicio: '2026-03-02', data_fim: '2026-03-02' };
      expect(classState(turma, new Date(2026, 2, 2, 0, 0))).toBe('Em Andamento');
      expect(classState(turma, new Date(2026, 2, 1, 23, 59))).toBe('Não iniciado');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
