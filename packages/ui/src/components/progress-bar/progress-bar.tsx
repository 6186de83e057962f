import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
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

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className'> {
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
 * A determinate (value 0–100 by default) or indeterminate progress bar (RAC `ProgressBar`).
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
  return (
    <RACProgressBar {...props} className={cn('flex w-full flex-col gap-1.5', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label != null || (showValue && !isIndeterminate)) && (
            <div className="flex items-center justify-between gap-2 text-xs">
              {label != null && <Label className="font-medium text-fg">{label}</Label>}
              {showValue && !isIndeterminate && (
                <span className="tabular-nums text-fg-muted">{valueText}</span>
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
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
