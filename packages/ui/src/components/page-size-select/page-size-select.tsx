import { ChevronDown } from 'lucide-react';
import { cn } from '../../utils/cn';
import { focusVisibleRing } from '../../utils/focus-ring';
import { touchField } from '../../utils/touch-target';

export interface PageSizeSelectProps {
  /** Accessible name. @default 'Por página' */
  'aria-label'?: string;
  /** The sizes offered, in order. */
  sizes: readonly number[];
  /** The current size (shown even when it is not one of `sizes`, e.g. 1,000 from the address). */
  value: number;
  /** Called with the chosen size. */
  onChange: (size: number) => void;
  /** Disables it. @default false */
  isDisabled?: boolean;
  /** Extra classes. */
  className?: string;
}

/**
 * The page size under a list: a native `<select>` drawn like the kit's `SelectField` trigger.
 * Native on purpose: it is on every list at first load, and React Aria's Select (listbox,
 * popover, positioning) weighed ~25 kB gzip there; the browser's own control is as accessible
 * (a combobox named 'Por página'), keyboard-complete and right on phones.
 * @example <PageSizeSelect sizes={[15, 30, 50]} value={perPage} onChange={setPerPage} />
 */
export function PageSizeSelect({
  'aria-label': ariaLabel = 'Por página',
  sizes,
  value,
  onChange,
  isDisabled = false,
  className,
}: PageSizeSelectProps) {
  const options = sizes.includes(value) ? sizes : [...sizes, value].sort((a, b) => a - b);
  return (
    <div className={cn('relative w-24', className)}>
      <select
        aria-label={ariaLabel}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(
          'h-9 w-full appearance-none rounded-md border border-border-strong bg-surface pr-8 pl-3 text-sm text-fg shadow-xs tabular-nums hover:border-fg-subtle disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-subtle',
          touchField,
          focusVisibleRing,
        )}
      >
        {options.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-subtle"
      />
    </div>
  );
}
