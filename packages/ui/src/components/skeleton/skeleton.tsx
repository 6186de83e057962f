import type { CSSProperties } from 'react';
import { cn } from '../../utils/cn';

export interface SkeletonProps {
  /** Shape of the placeholder. @default 'text' */
  variant?: 'text' | 'rect' | 'circle';
  /** Width (CSS length or px number). @default '100%' */
  width?: string | number;
  /** Height (CSS length or px number). Text lines default to one line of 14px text. */
  height?: string | number;
  /** Number of text lines; the last one is shorter. @default 1 */
  lines?: number;
  /** Extra classes. */
  className?: string;
}

/**
 * A pulsing grey placeholder shown while content loads. Decorative (`aria-hidden`): announce
 * loading on the container instead (e.g. `aria-busy`).
 * @example <Skeleton lines={3} />
 */
export function Skeleton({ variant = 'text', width = '100%', height, lines = 1, className }: SkeletonProps) {
  const base = 'block animate-hg-pulse bg-border/70';
  const shape = variant === 'circle' ? 'rounded-full' : variant === 'rect' ? 'rounded-md' : 'rounded-sm';
  const style = (w: string | number): CSSProperties => ({
    width: w,
    height: height ?? (variant === 'text' ? '0.875rem' : variant === 'circle' ? width : '4rem'),
  });
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden className={cn('flex flex-col gap-2', className)} style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder.
          <span key={i} className={cn(base, shape)} style={style(i === lines - 1 ? '60%' : '100%')} />
        ))}
      </span>
    );
  }
  return <span aria-hidden className={cn(base, shape, className)} style={style(width)} />;
}
