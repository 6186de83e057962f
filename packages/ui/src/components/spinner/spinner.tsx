import { clsx } from 'clsx';

export interface SpinnerProps {
  /**
   * Accessible name announced while it spins; pass `null` when a parent already announces the
   * busy state (e.g. a pending button), making the spinner decorative.
   * @default 'Carregando'
   */
  label?: string | null;
  /** Diameter. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Extra classes (colour comes from `currentColor`), appended as they are: not merged with
   * tailwind-merge, so the sign-in page can show a spinner without loading it.
   */
  className?: string;
}

const sizes = { sm: 'size-3.5', md: 'size-5', lg: 'size-8' } as const;

/** An indeterminate circular spinner in the current text colour. */
export function Spinner({ label = 'Carregando', size = 'md', className }: SpinnerProps) {
  const svg = (
    <svg
      className={clsx('animate-hg-spin shrink-0', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (label === null) return svg;
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {svg}
    </span>
  );
}
