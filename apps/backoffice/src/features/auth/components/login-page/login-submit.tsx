import { Spinner } from '@hangar/ui';
import type { ReactNode } from 'react';

/**
 * The sign-in button: the kit's primary large `Button` look on a native submit button. While the
 * sign-in runs it keeps its focus and size, shows a spinner and adds " (carregando)" to its name,
 * as the kit's pending button does; the form ignores a second submit meanwhile.
 */
export function LoginSubmit({
  pending,
  className = '',
  children,
}: {
  pending: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      data-loading={pending ? 'true' : undefined}
      className={
        'relative inline-flex h-11 cursor-default select-none items-center justify-center gap-2 ' +
        'whitespace-nowrap rounded-md border border-transparent bg-accent px-5 text-md font-medium ' +
        'text-accent-fg shadow-xs transition-colors hover:bg-accent-hover active:bg-accent-hover ' +
        'outline-0 outline-offset-2 outline-focus focus-visible:outline-2 focus-visible:outline-solid ' +
        `forced-colors:outline-[Highlight] ${className}`
      }
    >
      {pending ? (
        <>
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner label={null} size="sm" />
          </span>
          <span className="sr-only"> (carregando)</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
