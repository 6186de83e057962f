import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app address the link opens. */
  to: string;
}

/**
 * A plain `<a href>` that opens an app address through the router: a click without a modifier
 * navigates in place (through the unsaved-changes blocker, like every navigation), Ctrl/⌘ or a
 * middle click opens a new tab as any link does. React Router's own `Link` does the same with
 * React Router's `useLinkClickHandler`, plus route prefetching and view transitions, which the
 * app never uses and which every list's first load carried (~1.3 kB gzip; issue 15).
 */
export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
