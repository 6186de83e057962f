export { WeeklyCalendar, type WeeklyCalendarProps } from './weekly-calendar';
export {
  createEmptyWeek,
  createScheduleReducer,
  createScheduleRules,
  DAY_NAMES,
  type DaySchedule,
  DEFAULT_MAX_RANGES,
  defaultScheduleRules,
  errorsAt,
  type ScheduleAction,
  type ScheduleErrors,
  type ScheduleRules,
  type TimeRange,
} from './weekly-calendar-rules';
