import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  canAddRange,
  emptyWeek,
  type Horario,
  normalizeWeek,
  removeRange,
  type Semana,
  timeToMinutes,
  toggleDay,
  updateRange,
  validateSchedule,
} from './schedule.js';

describe('weekly schedule', () => {
  it('starts with 7 days off, 0 = Sunday', () => {
    expect(emptyWeek().map((d) => [d.dia, d.ativo, d.horarios.length])).toEqual(
      Array.from({ length: 7 }, (_, i) => [i, 0, 0]),
    );
  });

  it('toggle on: ativo 1 and one empty range; off: ranges cleared, ativo 0', () => {
    const on = toggleDay(emptyWeek(), 1, true);
    expect(on[1]).toEqual({ dia: 1, ativo: 1, horarios: [{ inicio: '', fim: '' }] });
    const filled = updateRange(addRange(on, 1), 1, 0, { inicio: '08:00', fim: '10:00' });
    expect(filled[1]?.horarios).toEqual([
      { inicio: '08:00', fim: '10:00' },
      { inicio: '', fim: '' },
    ]);
    expect(toggleDay(filled, 1, false)[1]).toEqual({ dia: 1, ativo: 0, horarios: [] });
  });

  it('allows at most 3 ranges, none on an inactive day', () => {
    let w = toggleDay(emptyWeek(), 3, true);
    w = addRange(addRange(w, 3), 3);
    expect(w[3]?.horarios).toHaveLength(3);
    expect(canAddRange(w, 3)).toBe(false);
    expect(addRange(w, 3)).toBe(w);
    expect(canAddRange(w, 4)).toBe(false);
    expect(canAddRange(w, 9)).toBe(false);
    expect(removeRange(w, 3, 0)[3]?.horarios).toHaveLength(2);
  });

  it('removing the last range of a day turns it off, as unchecking it does', () => {
    const w = toggleDay(emptyWeek(), 3, true);
    expect(removeRange(w, 3, 0)[3]).toEqual({ dia: 3, ativo: 0, horarios: [] });
  });

  it('normalizes server data', () => {
    const w = normalizeWeek([
      {
        dia: 2,
        ativo: 1,
        horarios: [
          { inicio: '08:00', fim: '09:00' },
          {} as never,
          { inicio: 'a', fim: 'b' },
          { inicio: 'x', fim: 'y' },
        ],
      },
      { dia: 9, ativo: 1 },
      { dia: 1.5 },
      { ativo: 1 },
      { dia: 0 },
    ]);
    expect(w).toHaveLength(7);
    expect(w[2]).toEqual({
      dia: 2,
      ativo: 1,
      horarios: [
        { inicio: '08:00', fim: '09:00' },
        { inicio: '', fim: '' },
        { inicio: 'a', fim: 'b' },
      ],
    });
    expect(w[0]).toEqual({ dia: 0, ativo: 0, horarios: [] });
    expect(normalizeWeek(null)).toEqual(emptyWeek());
  });

  it('reads times', () => {
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('23:59:59')).toBe(1439);
    expect(timeToMinutes('24:00')).toBeUndefined();
    expect(timeToMinutes('')).toBeUndefined();
  });

  it('validates ranges', () => {
    let w = toggleDay(emptyWeek(), 1, true);
    expect(validateSchedule(w)).toEqual({
      'calendarios.1.horarios.0': ['Informe o início e o fim do horário'],
    });
    w = updateRange(w, 1, 0, { inicio: '10:00', fim: '09:00' });
    expect(validateSchedule(w)).toEqual({
      'calendarios.1.horarios.0': ['O horário de início deve ser anterior ao de fim'],
    });
    w = updateRange(addRange(updateRange(w, 1, 0, { inicio: '08:00', fim: '10:00' }), 1), 1, 1, {
      inicio: '09:30',
      fim: '11:00',
    });
    expect(validateSchedule(w)).toEqual({
      'calendarios.1.horarios': ['Os horários do dia não podem se sobrepor'],
      'calendarios.1.horarios.0': ['Este horário se sobrepõe a outro do mesmo dia'],
      'calendarios.1.horarios.1': ['Este horário se sobrepõe a outro do mesmo dia'],
    });
    w = updateRange(w, 1, 1, { inicio: '10:00' });
    expect(validateSchedule(w)).toEqual({});
    const four: Semana = emptyWeek().map((d) =>
      d.dia === 5
        ? {
            dia: 5,
            ativo: 1,
            horarios: ['08', '10', '12', '14'].map((h) => ({ inicio: `${h}:00`, fim: `${h}:30` })),
          }
        : d,
    );
    expect(validateSchedule(four)).toEqual({
      'calendarios.5.horarios': ['Cada dia permite no máximo 3 horários'],
    });
    const triple: Semana = emptyWeek().map((d) =>
      d.dia === 6
        ? {
            dia: 6,
            ativo: 1,
            horarios: [
              { inicio: '08:00', fim: '12:00' },
              { inicio: '09:00', fim: '10:00' },
              { inicio: '11:00', fim: '13:00' },
            ],
          }
        : d,
    );
    // 09–10 and 11–13 each overlap 08–12, not each other: all three are named.
    expect(validateSchedule(triple)).toEqual({
      'calendarios.6.horarios': ['Os horários do dia não podem se sobrepor'],
      'calendarios.6.horarios.0': ['Este horário se sobrepõe a outro do mesmo dia'],
      'calendarios.6.horarios.1': ['Este horário se sobrepõe a outro do mesmo dia'],
      'calendarios.6.horarios.2': ['Este horário se sobrepõe a outro do mesmo dia'],
    });
    // Out of order, with a range that overlaps none: the overlapping ones by their places.
    const mixed: Semana = emptyWeek().map((d) =>
      d.dia === 2
        ? {
            dia: 2,
            ativo: 1,
            horarios: [
              { inicio: '14:00', fim: '15:00' },
              { inicio: '10:00', fim: '12:00' },
              { inicio: '11:00', fim: '11:30' },
            ],
          }
        : d,
    );
    expect(validateSchedule(mixed)).toEqual({
      'calendarios.2.horarios': ['Os horários do dia não podem se sobrepor'],
      'calendarios.2.horarios.1': ['Este horário se sobrepõe a outro do mesmo dia'],
      'calendarios.2.horarios.2': ['Este horário se sobrepõe a outro do mesmo dia'],
    });
    // inactive days are not validated
    expect(validateSchedule([{ dia: 0, ativo: 0, horarios: [{ inicio: 'x', fim: '' }] }])).toEqual({});
  });
});

type Op =
  | { kind: 'toggle'; dia: number; on: boolean }
  | { kind: 'add'; dia: number }
  | { kind: 'remove'; dia: number; index: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('toggle' as const), dia: fc.integer({ min: 0, max: 6 }), on: fc.boolean() }),
  fc.record({ kind: fc.constant('add' as const), dia: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant('remove' as const), dia: fc.integer({ min: 0, max: 6 }), index: fc.nat(4) }),
);

function apply(week: Semana, op: Op): Semana {
  if (op.kind === 'toggle') return toggleDay(week, op.dia, op.on);
  if (op.kind === 'add') return addRange(week, op.dia);
  return removeRange(week, op.dia, op.index);
}

describe('schedule properties', () => {
  it('any sequence keeps 7 ordered days, ≤ 3 ranges, inactive days empty, active ones not', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        let week = emptyWeek();
        for (const op of ops) week = apply(week, op);
        expect(week.map((d) => d.dia)).toEqual([0, 1, 2, 3, 4, 5, 6]);
        for (const d of week) {
          expect(d.horarios.length).toBeLessThanOrEqual(3);
          if (d.ativo === 0) expect(d.horarios).toEqual([]);
          else expect(d.horarios.length).toBeGreaterThan(0);
        }
        expect(normalizeWeek(week)).toEqual(week);
      }),
    );
  });

  it('toggling on always gives exactly one empty range; off always none', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 20 }), fc.integer({ min: 0, max: 6 }), (ops, dia) => {
        const week = ops.reduce(apply, emptyWeek());
        expect(toggleDay(week, dia, true)[dia]).toEqual({
          dia,
          ativo: 1,
          horarios: [{ inicio: '', fim: '' }],
        });
        expect(toggleDay(week, dia, false)[dia]).toEqual({ dia, ativo: 0, horarios: [] });
      }),
    );
  });

  it('names exactly the ranges that overlap another of their day, and the day when any does', () => {
    const time = fc.integer({ min: 0, max: 24 * 4 - 1 }).map((q) => q * 15);
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const range = fc.tuple(time, time).filter(([a, b]) => a < b);
    fc.assert(
      fc.property(fc.array(range, { minLength: 1, maxLength: 3 }), (ranges) => {
        const week = emptyWeek().map((d) =>
          d.dia === 4
            ? {
                dia: 4,
                ativo: 1 as const,
                horarios: ranges.map(([a, b]) => ({ inicio: hhmm(a), fim: hhmm(b) })),
              }
            : d,
        );
        const errors = validateSchedule(week);
        // Two ranges overlap when each starts before the other ends (touching ends do not).
        const overlaps = (i: number) => {
          const [start, end] = ranges[i]!;
          return ranges.some(([a, b], j) => j !== i && a < end && start < b);
        };
        ranges.forEach((_, i) => {
          expect(errors[`calendarios.4.horarios.${i}`] ?? []).toEqual(
            overlaps(i) ? ['Este horário se sobrepõe a outro do mesmo dia'] : [],
          );
        });
        expect(errors['calendarios.4.horarios'] ?? []).toEqual(
          ranges.some((_, i) => overlaps(i)) ? ['Os horários do dia não podem se sobrepor'] : [],
        );
      }),
    );
  });

  it('non-overlapping ordered ranges validate; swapping start and end fails', () => {
    const minutes = fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(minutes, fc.integer({ min: 0, max: 6 }), (points, dia) => {
        const sorted = [...points].sort((a, b) => a - b);
        const hhmm = (m: number) =>
          `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const horarios: Horario[] = [];
        for (let i = 0; i + 1 < sorted.length && horarios.length < 3; i += 2) {
          horarios.push({ inicio: hhmm(sorted[i]!), fim: hhmm(sorted[i + 1]!) });
        }
        const week = emptyWeek().map((d) => (d.dia === dia ? { dia, ativo: 1 as const, horarios } : d));
        expect(validateSchedule(week)).toEqual({});
        const swapped = updateRange(week, dia, 0, { inicio: horarios[0]!.fim, fim: horarios[0]!.inicio });
        expect(Object.keys(validateSchedule(swapped))).toContain(`calendarios.${dia}.horarios.0`);
      }),
    );
  });
});
