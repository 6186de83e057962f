import type { ReactNode } from 'react';

export interface OutlineIconProps {
  /** The drawing on a 24 × 24 grid: paths, circles, lines (Lucide's icon data fits as it is). */
  children: ReactNode;
  /** Size and colour classes (`size-4 text-error`); the stroke is `currentColor`. */
  className?: string;
}

/**
 * A decorative outline icon drawn like Lucide's (24 × 24, stroke 2, round ends), without
 * lucide-react's icon runtime (~1.1 kB gzip): for a page on a bytes budget that shows an icon or
 * two (the sign-in page). Hidden from assistive technology; name what it stands for in text.
 * @example <OutlineIcon className="size-4"><circle cx="12" cy="12" r="10" /></OutlineIcon>
 */
export function OutlineIcon({ children, className }: OutlineIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
