import type { HTMLAttributes, ReactNode } from 'react';
import { recipe } from '../../utils/recipe';

/** Status tones shared by Badge and Tag. */
export type Tone = 'success' | 'error' | 'warning' | 'neutral' | 'info';

/** Tone classes (soft background, strong text), shared by Badge and Tag. */
export const toneStyles = recipe({
  variants: {
    tone: {
      success: 'bg-success-soft text-success border-success/25',
      error: 'bg-error-soft text-error border-error/25',
      warning: 'bg-warning-soft text-warning border-warning/25',
      neutral: 'bg-surface-muted text-fg-muted border-border',
      info: 'bg-info-soft text-info border-info/25',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning. @default 'neutral' */
  tone?: Tone;
  /** Shows a small dot before the text (status style). @default false */
  dot?: boolean;
  /** Text or number. */
  children?: ReactNode;
}

/**
 * A small status label or count (e.g. SITUAÇÃO 'Ativo', 'Cursos 3'). Not interactive.
 * @example <Badge tone="success" dot>Ativo</Badge>
 */
export function Badge({ tone = 'neutral', dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span
      {...props}
      className={toneStyles({
        tone,
        className: [
          'inline-flex h-5 max-w-full items-center gap-1.5 whitespace-nowrap rounded-full border px-2 text-xs font-medium',
          className,
        ],
      })}
    >
      {dot && <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-current" />}
      <span className="truncate">{children}</span>
    </span>
  );
}
