import { useProgressBar } from 'react-aria';
import type { ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { cn } from '../../utils/cn';
import type { Tone } from '../badge/badge';

const fills: Record<Tone | 'accent', string> = {
  accent: 'bg-accent',
  success: 'bg-success',
  error: 'bg-error',
  warning: 'bg-warning',
  neutral: 'bg-fg-subtle',
  info: 'bg-info',
};

export interface ProgressBarProps
  extends Omit<RACProgressBarProps, 'children' | 'className' | 'style' | 'slot' | 'render'> {
  /** Visible label; also the accessible name (else pass `aria-label`). */
  label?: string;
  /** Shows the value text (e.g. '30%') at the right of the label. @default true */
  showValue?: boolean;
  /** Fill colour. @default 'accent' */
  tone?: Tone | 'accent';
  /** Bar thickness. @default 'md' */
  size?: 'sm' | 'md';
  /** Extra classes. */
  className?: string;
}

/**
 * A determinate (value 0–100 by default) or indeterminate progress bar (React Aria's
 * `useProgressBar`: role, value, its text in the locale's format, the label's link).
 *
 * The hook, not React Aria Components' `ProgressBar`: that module also holds the context every
 * RAC `Button` reads, so the component and its number formatting sat in the chunk every
 * signed-in page loads (~1 kB gzip) for the few screens that draw a bar (issue 15).
 * @example <ProgressBar label="Andamento da turma" value={42} />
 */
export function ProgressBar({
  label,
  showValue = true,
  tone = 'accent',
  size = 'md',
  className,
  ...props
}: ProgressBarProps) {
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate = false } = props;
  const { progressBarProps, labelProps } = useProgressBar({ ...props, label });
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percentage = maxValue === minValue ? 0 : ((clamped - minValue) / (maxValue - minValue)) * 100;
  return (
    <div {...progressBarProps} className={cn('flex w-full flex-col gap-1.5', className)}>
      {(label != null || (showValue && !isIndeterminate)) && (
        <div className="flex items-center justify-between gap-2 text-xs">
          {label != null && (
            <span {...labelProps} className="font-medium text-fg">
              {label}
            </span>
          )}
          {showValue && !isIndeterminate && (
            <span className="tabular-nums text-fg-muted">{progressBarProps['aria-valuetext']}</span>
          )}
        </div>
      )}
      <div
        className={cn(
          'relative w-full overflow-hidden rounded-full bg-surface-hover',
          size === 'sm' ? 'h-1' : 'h-2',
        )}
      >
        <div
          className={cn(
            'absolute inset-y-0 left-0 rounded-full transition-[width]',
            fills[tone],
            isIndeterminate && 'w-1/3 animate-hg-pulse',
          )}
          style={isIndeterminate ? undefined : { width: `${percentage}%` }}
        />
      </div>
    </div>
  );
}
