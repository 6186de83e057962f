/**
 * The weekly schedule of a class (§2.14, §9): 7 days, 0 = Sunday .. 6 = Saturday, each active or
 * not, with up to 3 time ranges. Every function returns a new week; inputs are never mutated.
 */
import { MAX_RANGES_PER_DAY } from '../constants.js';
import { MESSAGES } from '../messages.js';
import type { FieldErrors } from '../validation/field-errors.js';

/** A time range, `HH:mm` strings; empty strings while not filled in. */
export interface Horario {
  inicio: string;
  fim: string;
}

/** One day of the week (`calendarios[]` on the wire). */
export interface Calendario {
  /** 0 = Sunday .. 6 = Saturday. */
  dia: number;
  ativo: 0 | 1;
  horarios: Horario[];
}

/** A week: exactly 7 days in order 0..6. */
export type Semana = Calendario[];

/** An empty range, as added by the toggle and the add button. */
export const EMPTY_HORARIO: Readonly<Horario> = Object.freeze({ inicio: '', fim: '' });

/**
 * A week with every day off.
 * @example emptyWeek().length // 7
 */
export function emptyWeek(): Semana {
  return Array.from({ length: 7 }, (_, dia) => ({ dia, ativo: 0 as const, horarios: [] }));
}

/**
 * Normalises what the server sent into a full week: missing days are added (off), days are
 * sorted 0..6, extra ranges beyond 3 are dropped, `ativo` is 0/1.
 */
export function normalizeWeek(calendarios: readonly Partial<Calendario>[] | null | undefined): Semana {
  const week = emptyWeek();
  for (const c of calendarios ?? []) {
    if (typeof c.dia !== 'number' || !Number.isInteger(c.dia) || c.dia < 0 || c.dia > 6) continue;
    const horarios = (c.horarios ?? [])
      .slice(0, MAX_RANGES_PER_DAY)
      .map((h) => ({ inicio: h?.inicio ?? '', fim: h?.fim ?? '' }));
    week[c.dia] = { dia: c.dia, ativo: c.ativo ? 1 : 0, horarios };
  }
  return week;
}

function updateDay(week: Semana, dia: number, change: (day: Calendario) => Calendario): Semana {
  return week.map((d) => (d.dia === dia ? change(d) : d));
}

/**
 * Turns a day on or off (§2.14): off clears its ranges and sets ativo 0; on sets ativo 1 with one
 * empty range.
 * @example toggleDay(emptyWeek(), 1, true)[1] // { dia: 1, ativo: 1, horarios: [{ inicio: '', fim: '' }] }
 */
export function toggleDay(week: Semana, dia: number, on: boolean): Semana {
  return updateDay(week, dia, () =>
    on ? { dia, ativo: 1, horarios: [{ ...EMPTY_HORARIO }] } : { dia, ativo: 0, horarios: [] },
  );
}

/** Whether another range may be added to a day (the add button is disabled at 3). */
export function canAddRange(week: Semana, dia: number): boolean {
  const day = week.find((d) => d.dia === dia);
  return day !== undefined && day.ativo === 1 && day.horarios.length < MAX_RANGES_PER_DAY;
}

/**
 * Adds an empty range to an active day; does nothing at 3 ranges or on an inactive day.
 * @example addRange(toggleDay(emptyWeek(), 2, true), 2)[2]?.horarios.length // 2
 */
export function addRange(week: Semana, dia: number): Semana {
  if (!canAddRange(week, dia)) return week;
  return updateDay(week, dia, (d) => ({ ...d, horarios: [...d.horarios, { ...EMPTY_HORARIO }] }));
}

/**
 * Removes the range at `index` of a day. Removing its last range turns the day off, as unchecking
 * it does: an active day without a range was saved as such and its card showed neither times nor
 * 'Sem aulas'.
 * @example removeRange(toggleDay(emptyWeek(), 2, true), 2, 0)[2] // { dia: 2, ativo: 0, horarios: [] }
 */
export function removeRange(week: Semana, dia: number, index: number): Semana {
  return updateDay(week, dia, (d) => {
    const horarios = d.horarios.filter((_, i) => i !== index);
    return horarios.length === 0 ? { dia: d.dia, ativo: 0, horarios } : { ...d, horarios };
  });
}

/** Changes the start and/or end of one range. */
export function updateRange(week: Semana, dia: number, index: number, patch: Partial<Horario>): Semana {
  return updateDay(week, dia, (d) => ({
    ...d,
    horarios: d.horarios.map((h, i) => (i === index ? { ...h, ...patch } : h)),
  }));
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Minutes since midnight of `HH:mm` (or `HH:mm:ss`); `undefined` when not a time. */
export function timeToMinutes(time: string): number | undefined {
  const m = TIME.exec(time.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/**
 * Validates a week, keyed by wire names: `calendarios.{n}.horarios` for a day's limit or
 * overlap, `calendarios.{n}.horarios.{i}` for one range (each of two overlapping ranges too),
 * where `n` is the day's place in the list, as the schema's own keys are (a whole week, as the
 * form keeps it, has each day at its `dia`).
 * Rules (§2.14, §5): at most 3 ranges; each range filled with start before end; ranges of a day
 * do not overlap (touching ends is fine).
 */
export function validateSchedule(week: Semana): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const list = errors[key] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  };
  week.forEach((day, place) => {
    if (day.ativo !== 1) return;
    const base = `calendarios.${place}.horarios`;
    if (day.horarios.length > MAX_RANGES_PER_DAY) add(base, MESSAGES.klass.tooManyRanges);
    const ranges: Array<{ start: number; end: number; i: number }> = [];
    day.horarios.forEach((h, i) => {
      const start = timeToMinutes(h.inicio);
      const end = timeToMinutes(h.fim);
      if (start === undefined || end === undefined) add(`${base}.${i}`, MESSAGES.klass.rangeIncomplete);
      else if (start >= end) add(`${base}.${i}`, MESSAGES.klass.rangeStartBeforeEnd);
      else ranges.push({ start, end, i });
    });
    // Sorted by start, a range overlaps the one that ends latest so far when it starts before
    // that end. Both are named, so the form can point at them, besides the day's message.
    ranges.sort((a, b) => a.start - b.start);
    let latest: (typeof ranges)[number] | undefined;
    for (const range of ranges) {
      if (latest && range.start < latest.end) {
        add(base, MESSAGES.klass.rangesOverlap);
        add(`${base}.${latest.i}`, MESSAGES.klass.rangeOverlapsAnother);
        add(`${base}.${range.i}`, MESSAGES.klass.rangeOverlapsAnother);
      }
      if (!latest || range.end > latest.end) latest = range;
    }
  });
  return errors;
}
