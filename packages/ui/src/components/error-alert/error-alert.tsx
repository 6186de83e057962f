import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { OutlineIcon } from '../outline-icon';

export interface ErrorAlertProps {
  /** Heading over the list. @default 'Avisos' */
  title?: ReactNode;
  /** Messages to list (e.g. the validation messages of a save). Nothing renders when empty. */
  messages: readonly ReactNode[];
  /**
   * Extra classes, appended as they are (layout: margins, grid placement). Not merged with
   * tailwind-merge, so the sign-in page can show this alert without loading it.
   */
  className?: string;
}

/**
 * A red box listing messages, announced to screen readers (`role="alert"`).
 * @example <ErrorAlert messages={['Informe o nome', 'Informe a modalidade']} />
 */
export function ErrorAlert({ title = 'Avisos', messages, className }: ErrorAlertProps) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className={clsx(
        'flex gap-3 rounded-lg border border-error/30 bg-error-soft p-3 text-sm text-fg',
        className,
      )}
    >
      {/* Lucide's circle-alert (ISC), without lucide-react: the sign-in page shows this alert. */}
      <OutlineIcon className="mt-0.5 size-4 shrink-0 text-error">
        <circle cx="12" cy="12" r="10" />
        <line x1="12" x2="12" y1="8" y2="12" />
        <line x1="12" x2="12.01" y1="16" y2="16" />
      </OutlineIcon>
      <div className="min-w-0">
        <p className="font-semibold text-error">{title}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          {messages.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: messages can repeat; order is the identity.
            <li key={i} className="break-words">
              {m}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
