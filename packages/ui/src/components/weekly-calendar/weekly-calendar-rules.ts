/**
 * The weekly schedule's data shape and default rules. The kit imports nothing of ours, so these
 * mirror `@hangar/domain`'s `schedule` functions (same signatures: `toggleDay(week, dia, on)`,
 * `addRange(week, dia)`, `removeRange(week, dia, index)`, `updateRange(week, dia, index, patch)`);
 * apps pass the domain's functions in as props and stories use these defaults.
 */

/** A time range as `HH:mm` strings ('' while not filled in). */
export interface TimeRange {
  inicio: string;
  fim: string;
}

/** One day (0 = Domingo … 6 = Sábado); `ativo` is 0/1 as on the wire. */
export interface DaySchedule {
  dia: number;
  ativo: 0 | 1;
  horarios: TimeRange[];
}

/** The rules the calendar applies; each returns a new week and never mutates its input. */
export interface ScheduleRules {
  /** Turns a day on (one empty range) or off (ranges cleared). */
  toggleDay: (week: DaySchedule[], dia: number, on: boolean) => DaySchedule[];
  /** Adds an empty range to an active day, unless it already has the maximum. */
  addRange: (week: DaySchedule[], dia: number) => DaySchedule[];
  /** Removes the range at `index` of a day. */
  removeRange: (week: DaySchedule[], dia: number, index: number) => DaySchedule[];
  /** Changes the start and/or end of one range. */
  updateRange: (week: DaySchedule[], dia: number, index: number, patch: Partial<TimeRange>) => DaySchedule[];
  /** Most ranges a day may hold (the add button is disabled there). */
  maxRanges: number;
}

/** Portuguese day names, index = `dia`. */
export const DAY_NAMES = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

/** §2.14: at most 3 ranges a day. */
export const DEFAULT_MAX_RANGES = 3;

/**
 * A week with every day off.
 * @example createEmptyWeek().map((d) => d.dia) // [0, 1, 2, 3, 4, 5, 6]
 */
export function createEmptyWeek(): DaySchedule[] {
  return Array.from({ length: 7 }, (_, dia) => ({ dia, ativo: 0 as const, horarios: [] }));
}

function updateDay(
  week: DaySchedule[],
  dia: number,
  change: (day: DaySchedule) => DaySchedule,
): DaySchedule[] {
  return week.map((d) => (d.dia === dia ? change(d) : d));
}

/** Builds the default rules for a maximum number of ranges a day. */
export function createScheduleRules(maxRanges = DEFAULT_MAX_RANGES): ScheduleRules {
  return {
    maxRanges,
    toggleDay: (week, dia, on) =>
      updateDay(week, dia, () =>
        on ? { dia, ativo: 1, horarios: [{ inicio: '', fim: '' }] } : { dia, ativo: 0, horarios: [] },
      ),
    addRange: (week, dia) => {
      const day = week.find((d) => d.dia === dia);
      if (day?.ativo !== 1 || day.horarios.length >= maxRanges) return week;
      return updateDay(week, dia, (d) => ({ ...d, horarios: [...d.horarios, { inicio: '', fim: '' }] }));
    },
    // The last range removed turns the day off, as unchecking it does (the domain's rule).
    removeRange: (week, dia, index) =>
      updateDay(week, dia, (d) => {
        const horarios = d.horarios.filter((_, i) => i !== index);
        return horarios.length === 0 ? { ...d, ativo: 0, horarios } : { ...d, horarios };
      }),
    updateRange: (week, dia, index, patch) =>
      updateDay(week, dia, (d) => ({
        ...d,
        horarios: d.horarios.map((h, i) => (i === index ? { ...h, ...patch } : h)),
      })),
  };
}

/** The default rules (§2.14) used when the app passes none. */
export const defaultScheduleRules: ScheduleRules = createScheduleRules();

/** What the calendar can do to a week. */
export type ScheduleAction =
  | { type: 'toggle'; dia: number; on: boolean }
  | { type: 'add'; dia: number }
  | { type: 'remove'; dia: number; index: number }
  | { type: 'update'; dia: number; index: number; patch: Partial<TimeRange> };

/**
 * The calendar's reducer over injected rules: the view dispatches actions, the rules decide.
 * @example createScheduleReducer(defaultScheduleRules)(createEmptyWeek(), { type: 'toggle', dia: 1, on: true })
 */
export function createScheduleReducer(rules: ScheduleRules) {
  return (week: DaySchedule[], action: ScheduleAction): DaySchedule[] => {
    switch (action.type) {
      case 'toggle':
        return rules.toggleDay(week, action.dia, action.on);
      case 'add': {
        const day = week.find((d) => d.dia === action.dia);
        // The limit is enforced here too, so a rule set that forgets it still cannot exceed it.
        if (!day || day.horarios.length >= rules.maxRanges) return week;
        return rules.addRange(week, action.dia);
      }
      case 'remove':
        return rules.removeRange(week, action.dia, action.index);
      case 'update':
        return rules.updateRange(week, action.dia, action.index, action.patch);
    }
  };
}

/** Field-error map (wire keys such as `calendarios.1.horarios.0`) → messages. */
export type ScheduleErrors = Readonly<Record<string, readonly string[] | string | undefined>>;

/** The messages of one key of an error map, as a list. */
export function errorsAt(errors: ScheduleErrors | undefined, key: string): string[] {
  const value = errors?.[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}
