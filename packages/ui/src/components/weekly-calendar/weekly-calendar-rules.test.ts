import { describe, expect, it } from 'vitest';
import {
  createEmptyWeek,
  createScheduleReducer,
  createScheduleRules,
  DAY_NAMES,
  defaultScheduleRules,
  errorsAt,
} from './weekly-calendar-rules';

const reduce = createScheduleReducer(defaultScheduleRules);

describe('weekly calendar rules', () => {
  it('has 7 days, 0 = Domingo … 6 = Sábado, all off', () => {
    const week = createEmptyWeek();
    expect(week.map((d) => d.dia)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week.every((d) => d.ativo === 0 && d.horarios.length === 0)).toBe(true);
    expect(DAY_NAMES[0]).toBe('Domingo');
    expect(DAY_NAMES[6]).toBe('Sábado');
  });

  it('turning a day on gives it one empty range; off clears its ranges', () => {
    let week = reduce(createEmptyWeek(), { type: 'toggle', dia: 2, on: true });
    expect(week[2]).toEqual({ dia: 2, ativo: 1, horarios: [{ inicio: '', fim: '' }] });
    week = reduce(week, { type: 'update', dia: 2, index: 0, patch: { inicio: '08:00' } });
    week = reduce(week, { type: 'toggle', dia: 2, on: false });
    expect(week[2]).toEqual({ dia: 2, ativo: 0, horarios: [] });
  });

  it('adds ranges up to 3 and no more', () => {
    let week = reduce(createEmptyWeek(), { type: 'toggle', dia: 1, on: true });
    for (let i = 0; i < 5; i++) week = reduce(week, { type: 'add', dia: 1 });
    expect(week[1]?.horarios).toHaveLength(3);
  });

  it('does not add ranges to a day that is off', () => {
    const week = createEmptyWeek();
    expect(reduce(week, { type: 'add', dia: 0 })).toBe(week);
  });

  it('enforces maxRanges even when the injected addRange does not', () => {
    const permissive = { ...createScheduleRules(2), addRange: createScheduleRules(10).addRange };
    const r = createScheduleReducer(permissive);
    let week = r(createEmptyWeek(), { type: 'toggle', dia: 3, on: true });
    for (let i = 0; i < 4; i++) week = r(week, { type: 'add', dia: 3 });
    expect(week[3]?.horarios).toHaveLength(2);
  });

  it('updates and removes one range without touching the others or the input', () => {
    const start = reduce(reduce(createEmptyWeek(), { type: 'toggle', dia: 5, on: true }), {
      type: 'add',
      dia: 5,
    });
    const filled = reduce(start, {
      type: 'update',
      dia: 5,
      index: 1,
      patch: { inicio: '13:00', fim: '17:00' },
    });
    expect(filled[5]?.horarios).toEqual([
      { inicio: '', fim: '' },
      { inicio: '13:00', fim: '17:00' },
    ]);
    expect(start[5]?.horarios[1]).toEqual({ inicio: '', fim: '' });
    const removed = reduce(filled, { type: 'remove', dia: 5, index: 0 });
    expect(removed[5]).toEqual({ dia: 5, ativo: 1, horarios: [{ inicio: '13:00', fim: '17:00' }] });
    expect(removed[4]).toBe(filled[4]);
    // The last one: the day is off, as unchecked.
    expect(reduce(removed, { type: 'remove', dia: 5, index: 0 })[5]).toEqual({
      dia: 5,
      ativo: 0,
      horarios: [],
    });
  });

  it('reads messages from a field-error map', () => {
    const errors = {
      'calendarios.1.horarios.0': ['Informe o horário'],
      'calendarios.1.horarios': 'Conflito',
    };
    expect(errorsAt(errors, 'calendarios.1.horarios.0')).toEqual(['Informe o horário']);
    expect(errorsAt(errors, 'calendarios.1.horarios')).toEqual(['Conflito']);
    expect(errorsAt(errors, 'calendarios.2.horarios')).toEqual([]);
    expect(errorsAt(undefined, 'x')).toEqual([]);
  });
});
