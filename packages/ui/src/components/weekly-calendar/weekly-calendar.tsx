import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Switch } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { TimeInput } from './time-input';
import {
  createScheduleReducer,
  DAY_NAMES,
  type DaySchedule,
  defaultScheduleRules,
  errorsAt,
  type ScheduleErrors,
  type ScheduleRules,
  type TimeRange,
} from './weekly-calendar-rules';

export interface WeeklyCalendarProps {
  /** The week: 7 days (`dia` 0 = Domingo … 6 = Sábado), controlled. */
  value: DaySchedule[];
  /** Called with the new week after every change. */
  onChange: (week: DaySchedule[]) => void;
  /**
   * Turns a day on or off. Pass `@hangar/domain`'s `toggleDay`.
   * @default one empty range when on, no ranges when off (§2.14)
   */
  toggleDay?: ScheduleRules['toggleDay'];
  /** Adds an empty range to a day. Pass the domain's `addRange`. @default adds up to `maxRanges` */
  addRange?: ScheduleRules['addRange'];
  /** Removes one range. Pass the domain's `removeRange`. @default removes by index */
  removeRange?: ScheduleRules['removeRange'];
  /** Changes one range. Pass the domain's `updateRange`. @default patches by index */
  updateRange?: ScheduleRules['updateRange'];
  /** Most ranges a day may hold; the add button is disabled there. @default 3 */
  maxRanges?: number;
  /**
   * Validation messages keyed like the server's field map: `{prefix}.{dia}.horarios.{i}` for one
   * range, `{prefix}.{dia}.horarios` for the whole day (e.g. overlapping ranges).
   */
  errors?: ScheduleErrors;
  /** First segment of the error keys. @default 'calendarios' */
  errorKeyPrefix?: string;
  /** Day names, index = `dia`. @default ['Domingo', 'Segunda-feira', …, 'Sábado'] */
  dayNames?: readonly string[];
  /** Visible title of the calendar (also its accessible name). @default 'Calendário semanal' */
  label?: string;
  /** Disables every control. @default false */
  isDisabled?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * The class's weekly schedule: a switch per day and up to `maxRanges` time ranges ('Início' /
 * 'Fim') a day. The rules come in as props (the domain package provides them); the component only
 * dispatches actions through `createScheduleReducer`.
 * @example
 * import { toggleDay, addRange, removeRange, updateRange } from '@hangar/domain';
 * <WeeklyCalendar value={calendarios} onChange={setCalendarios} toggleDay={toggleDay} addRange={addRange}
 *   removeRange={removeRange} updateRange={updateRange} errors={validateSchedule(calendarios)} />
 */
export function WeeklyCalendar({
  value,
  onChange,
  toggleDay = defaultScheduleRules.toggleDay,
  addRange = defaultScheduleRules.addRange,
  removeRange = defaultScheduleRules.removeRange,
  updateRange = defaultScheduleRules.updateRange,
  maxRanges = defaultScheduleRules.maxRanges,
  errors,
  errorKeyPrefix = 'calendarios',
  dayNames = DAY_NAMES,
  label = 'Calendário semanal',
  isDisabled = false,
  className,
}: WeeklyCalendarProps) {
  const titleId = useId();
  const reduce = createScheduleReducer({ toggleDay, addRange, removeRange, updateRange, maxRanges });
  const days = [...value].sort((a, b) => a.dia - b.dia);

  return (
    <fieldset
      aria-labelledby={titleId}
      className={cn('min-w-0 rounded-lg border border-border bg-surface', className)}
    >
      <div id={titleId} className="border-b border-border px-4 py-3 text-sm font-semibold text-fg">
        {label}
      </div>
      <ul className="divide-y divide-border">
        {days.map((day) => (
          <DayRow
            key={day.dia}
            day={day}
            name={dayNames[day.dia] ?? String(day.dia)}
            maxRanges={maxRanges}
            isDisabled={isDisabled}
            errorKey={`${errorKeyPrefix}.${day.dia}.horarios`}
            errors={errors}
            onToggle={(on) => onChange(reduce(value, { type: 'toggle', dia: day.dia, on }))}
            onAdd={() => onChange(reduce(value, { type: 'add', dia: day.dia }))}
            onRemove={(index) => onChange(reduce(value, { type: 'remove', dia: day.dia, index }))}
            onUpdate={(index, patch) =>
              onChange(reduce(value, { type: 'update', dia: day.dia, index, patch }))
            }
          />
        ))}
      </ul>
    </fieldset>
  );
}

interface DayRowProps {
  day: DaySchedule;
  name: string;
  maxRanges: number;
  isDisabled: boolean;
  errorKey: string;
  errors: ScheduleErrors | undefined;
  onToggle: (on: boolean) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onUpdate: (index: number, patch: Partial<TimeRange>) => void;
}

function DayRow({
  day,
  name,
  maxRanges,
  isDisabled,
  errorKey,
  errors,
  onToggle,
  onAdd,
  onRemove,
  onUpdate,
}: DayRowProps) {
  const active = day.ativo === 1;
  const atMax = day.horarios.length >= maxRanges;
  const dayErrors = errorsAt(errors, errorKey);
  const dayErrorId = useId();
  const limitId = useId();
  // Adding or removing a range changes the controls under the keyboard: the pressed button may
  // disappear (the last range's Remover) or turn disabled (the third range's Adicionar), and focus
  // would fall to the page. So focus goes to the range added, or to the one now in the removed one's
  // place (the one before it, or the day's switch when none is left).
  const row = useRef<HTMLLIElement>(null);
  const focusRange = useRef<number | null>(null);
  const count = day.horarios.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs once the ranges it focuses in have been drawn anew.
  useEffect(() => {
    const index = focusRange.current;
    if (index === null || !row.current) return;
    focusRange.current = null;
    // Each range's start field, at its first segment (the hour).
    const starts = [...row.current.querySelectorAll('[data-range-start]')].map((field) =>
      field.querySelector<HTMLElement>('[role="spinbutton"]'),
    );
    // The last range removed turns the day off (the domain's rule): focus goes to its switch.
    const target =
      starts[Math.min(index, starts.length - 1)] ??
      row.current.querySelector<HTMLElement>('[data-add-range]') ??
      row.current.querySelector<HTMLElement>('input[role="switch"]');
    target?.focus();
  }, [count]);
  return (
    // `data-invalid` (like the kit's fields) lets a form move focus to the first invalid day.
    <li
      ref={row}
      data-invalid={dayErrors.length > 0 || undefined}
      className="flex flex-col gap-3 px-4 py-3 md:flex-row md:items-start"
    >
      <Switch
        isSelected={active}
        onChange={onToggle}
        isDisabled={isDisabled}
        className="group flex w-44 shrink-0 cursor-default items-center gap-3 pt-1.5 text-sm font-medium text-fg data-[disabled]:opacity-50"
      >
        {(rp) => (
          <>
            <span
              className={cn(
                focusRing(rp),
                'flex h-5 w-9 shrink-0 items-center rounded-full border px-0.5 transition-colors',
                rp.isSelected ? 'border-accent bg-accent' : 'border-border-strong bg-surface-hover',
              )}
            >
              <span
                className={cn(
                  'size-3.5 rounded-full shadow-xs transition-transform',
                  rp.isSelected ? 'translate-x-4 bg-accent-fg' : 'translate-x-0 bg-surface',
                )}
              />
            </span>
            {name}
          </>
        )}
      </Switch>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {!active && <p className="pt-1.5 text-sm text-fg-subtle">Sem aulas</p>}
        {active &&
          day.horarios.map((range, index) => (
            <RangeRow
              dayErrorId={dayErrors.length > 0 ? dayErrorId : undefined}
              // biome-ignore lint/suspicious/noArrayIndexKey: ranges have no id; the index is their identity on the wire.
              key={index}
              range={range}
              index={index}
              dayName={name}
              isDisabled={isDisabled}
              messages={errorsAt(errors, `${errorKey}.${index}`)}
              onUpdate={(patch) => onUpdate(index, patch)}
              onRemove={() => {
                focusRange.current = index;
                onRemove(index);
              }}
            />
          ))}
        {active && (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              size="sm"
              variant="ghost"
              onPress={() => {
                focusRange.current = count;
                onAdd();
              }}
              data-add-range
              isDisabled={isDisabled || atMax}
              aria-label={`Adicionar horário em ${name}`}
              aria-describedby={atMax ? limitId : undefined}
            >
              <Plus aria-hidden />
              ADICIONAR HORÁRIO
            </Button>
            {atMax && (
              <span id={limitId} className="text-xs text-fg-subtle">
                {`Máximo de ${maxRanges} horários por dia`}
              </span>
            )}
          </div>
        )}
        {dayErrors.length > 0 && (
          // Not a live region: in a form, the form's one alert ('Avisos') announces the message.
          <p id={dayErrorId} className="text-xs font-medium text-error">
            {dayErrors.join(' ')}
          </p>
        )}
      </div>
    </li>
  );
}

interface RangeRowProps {
  /** The day's message (overlap), which describes each of its times too. */
  dayErrorId: string | undefined;
  range: TimeRange;
  index: number;
  dayName: string;
  isDisabled: boolean;
  messages: string[];
  onUpdate: (patch: Partial<TimeRange>) => void;
  onRemove: () => void;
}

function RangeRow({
  range,
  index,
  dayName,
  isDisabled,
  messages,
  dayErrorId,
  onUpdate,
  onRemove,
}: RangeRowProps) {
  const errorId = useId();
  const invalid = messages.length > 0;
  const describedBy = [invalid ? errorId : null, dayErrorId].filter(Boolean).join(' ') || undefined;
  const context = `${dayName}, horário ${index + 1}`;
  return (
    <div data-invalid={invalid || undefined} className="flex flex-col gap-1">
      {/* One line at any width: on a phone the times shrink, so Remover stays beside its range. */}
      <div className="flex items-end gap-2">
        <TimeInput
          isRangeStart
          label="Início"
          context={context}
          aria-describedby={describedBy}
          value={range.inicio}
          isDisabled={isDisabled}
          isInvalid={invalid}
          onChange={(inicio) => onUpdate({ inicio })}
        />
        <span aria-hidden className="pb-2 text-fg-subtle">
          –
        </span>
        <TimeInput
          label="Fim"
          context={context}
          aria-describedby={describedBy}
          value={range.fim}
          isDisabled={isDisabled}
          isInvalid={invalid}
          onChange={(fim) => onUpdate({ fim })}
        />
        <Button
          size="icon"
          variant="ghost"
          onPress={onRemove}
          isDisabled={isDisabled}
          aria-label={`Remover ${context}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {invalid && (
        <p id={errorId} className="text-xs font-medium text-error">
          {messages.join(' ')}
        </p>
      )}
    </div>
  );
}
