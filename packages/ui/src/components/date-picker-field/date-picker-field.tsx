import { type CalendarDate, parseDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  type DatePickerProps,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { composeTailwindRenderProps, focusRing } from '../../utils/focus-ring';
import { recipe } from '../../utils/recipe';
import { touchField, touchTarget } from '../../utils/touch-target';
import { renderDateSegment } from '../field/date-segment';
import { type FieldBaseProps, FieldDescription, FieldError, Label } from '../field/field';

export interface DatePickerFieldProps
  extends Omit<
      DatePickerProps<CalendarDate>,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
    >,
    FieldBaseProps {
  /** The day as `yyyy-MM-dd` (no time, no time zone), or `null` when empty. Controlled. */
  value: string | null;
  /** Called with the new day as `yyyy-MM-dd`, or `null` when cleared or incomplete. */
  onChange: (value: string | null) => void;
  /** The earliest day the calendar offers (`yyyy-MM-dd`). @default undefined (none) */
  minValue?: string | null;
  /** The latest day the calendar offers (`yyyy-MM-dd`). @default undefined (none) */
  maxValue?: string | null;
}

/** A `yyyy-MM-dd` string as a calendar day; `null` when empty or not a day. */
function toDay(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

const groupStyles = recipe({
  extend: focusRing,
  base: [
    'flex h-9 w-full min-w-0 items-center rounded-md border bg-surface pl-3 text-sm text-fg shadow-xs',
    touchField,
  ],
  variants: {
    isInvalid: { true: 'border-error', false: 'border-border-strong data-[hovered]:border-fg-subtle' },
    isDisabled: { true: 'cursor-not-allowed bg-surface-muted text-fg-subtle' },
  },
});

const cellStyles = recipe({
  extend: focusRing,
  base: 'flex size-9 cursor-default items-center justify-center rounded-md text-sm tabular-nums',
  variants: {
    isSelected: { true: 'bg-accent text-accent-fg', false: 'text-fg data-[hovered]:bg-surface-hover' },
    isDisabled: { true: 'text-fg-subtle opacity-50' },
    isOutsideMonth: { true: 'hidden' },
  },
});

/**
 * A labelled date picker (RAC `DatePicker`): typed day by day in the locale's order
 * (`dd/mm/aaaa` under `<I18nProvider locale="pt-BR">`) or chosen in a calendar. The value is a
 * plain `yyyy-MM-dd` day, so no time zone can move it to the day before.
 * @example <DatePickerField label="Data de início" value={inicio} onChange={setInicio} />
 */
export function DatePickerField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  minValue,
  maxValue,
  className,
  isInvalid,
  ...props
}: DatePickerFieldProps) {
  const invalid = isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined);
  return (
    <DatePicker<CalendarDate>
      {...props}
      value={toDay(value)}
      onChange={(day) => onChange(day ? day.toString() : null)}
      minValue={toDay(minValue) ?? undefined}
      maxValue={toDay(maxValue) ?? undefined}
      isInvalid={invalid}
      // The field's own range check would say it in the browser's words; the caller's message wins.
      validationBehavior="aria"
      className={composeTailwindRenderProps(className, 'flex flex-col gap-1.5')}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={(rp) => groupStyles({ ...rp, isInvalid: invalid ?? false })}>
        <DateInput className="flex flex-1 items-center tabular-nums">{renderDateSegment}</DateInput>
        <Button
          className={(rp) =>
            cn(
              focusRing(rp),
              'relative flex size-9 shrink-0 items-center justify-center rounded-r-md text-fg-muted data-[hovered]:text-fg',
              touchTarget,
            )
          }
        >
          <CalendarDays aria-hidden className="size-4" />
        </Button>
      </Group>
      {description != null && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="rounded-lg border border-border bg-surface p-3 shadow-md outline-0">
        <Dialog className="outline-0">
          <Calendar className="flex flex-col gap-2">
            <header className="flex items-center gap-2">
              <Button slot="previous" className={(rp) => cn(focusRing(rp), 'rounded-md p-1.5 text-fg-muted')}>
                <ChevronLeft aria-hidden className="size-4" />
              </Button>
              <Heading className="flex-1 text-center text-sm font-semibold capitalize text-fg" />
              <Button slot="next" className={(rp) => cn(focusRing(rp), 'rounded-md p-1.5 text-fg-muted')}>
                <ChevronRight aria-hidden className="size-4" />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5">
              {(date) => <CalendarCell date={date} className={(rp) => cellStyles(rp)} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
