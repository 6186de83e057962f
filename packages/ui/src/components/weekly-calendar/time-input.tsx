import { parseTime, type Time } from '@internationalized/date';
import { DateInput, TimeField } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { touchField } from '../../utils/touch-target';
import { renderDateSegment } from '../field/date-segment';

/** `HH:mm` (or `HH:mm:ss`) as a time of day; `null` when empty or not a time. */
function toTime(value: string): Time | null {
  if (!value) return null;
  try {
    return parseTime(value);
  } catch {
    return null;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** A time of day as the wire's `HH:mm`. */
const toHhMm = (time: Time) => `${two(time.hour)}:${two(time.minute)}`;

export interface TimeInputProps {
  /** Visible label ('Início'). */
  label: string;
  /** What the range is, after the label in the accessible name ('Segunda-feira, horário 1'). */
  context: string;
  'aria-describedby'?: string;
  /** `HH:mm`, or '' when empty. Controlled. */
  value: string;
  /** Called with `HH:mm` once hour and minute are both typed, '' when cleared. */
  onChange: (value: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  /** Marks the field its row focuses when a range is added or removed. */
  isRangeStart?: boolean;
}

/**
 * A time of day typed hour then minute (React Aria's `TimeField`), always on a 24-hour clock:
 * a native `<input type="time">` follows the browser's language, and showed '08:00 AM' to staff
 * whose browser speaks English in a Portuguese form.
 */
export function TimeInput({
  label,
  context,
  value,
  onChange,
  isDisabled,
  isInvalid,
  isRangeStart = false,
  ...aria
}: TimeInputProps) {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-fg-muted sm:flex-none">
      <span aria-hidden>{label}</span>
      <TimeField
        {...aria}
        aria-label={`${label}, ${context}`}
        data-range-start={isRangeStart || undefined}
        value={toTime(value)}
        onChange={(time) => onChange(time ? toHhMm(time) : '')}
        hourCycle={24}
        granularity="minute"
        shouldForceLeadingZeros
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        validationBehavior="aria"
        className="min-w-0"
      >
        <DateInput
          className={(rp) =>
            cn(
              focusRing(rp),
              'flex h-9 w-full items-center rounded-md border bg-surface px-2 text-sm tabular-nums text-fg shadow-xs sm:w-32',
              touchField,
              rp.isInvalid ? 'border-error' : 'border-border-strong',
              rp.isDisabled && 'cursor-not-allowed bg-surface-muted text-fg-subtle',
            )
          }
        >
          {renderDateSegment}
        </DateInput>
      </TimeField>
    </div>
  );
}
