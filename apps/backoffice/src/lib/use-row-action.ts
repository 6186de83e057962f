import { describeError, type ErrorContext } from '@hangar/domain';
import { useState } from 'react';
import { toFailure } from './failure';

/** What {@link useRowAction} gives a list: the question, the call and its error. */
export interface RowActionController<R> {
  /** The row waiting for the user's answer (the confirmation is open), or null. */
  asking: R | null;
  /** That row's name, which the confirmation shows above its question; null when none is asked. */
  subject: string | null;
  /** Asks before acting on `row`. */
  ask: (row: R) => void;
  /** The user said no: nothing happens. */
  cancel: () => void;
  /** The user said yes: runs the action; a failure shows its error instead. */
  confirm: () => Promise<void>;
  /** The message of a failed action (the error dialog is open), or null. */
  error: string | null;
  /** Closes the error dialog; the list stays as it was. */
  dismissError: () => void;
  /**
   * What a screen reader is told once the action succeeds ('Exclusão concluída: Navegação IFR.'),
   * for a status region; null until then, and again from the next question on, so the same
   * action on a row with the same name is told too.
   */
  done: string | null;
}

/** Options of {@link useRowAction}. */
export interface RowActionOptions<R> {
  /** The row's name, shown above the question. */
  label: (row: R) => string;
  /** Why the action cannot be done on a row, known beforehand: shown as its error, not asked. */
  refuse?: (row: R) => string | null;
  /** The action itself: its rejection is the failure shown. */
  run: (row: R) => Promise<unknown>;
  /** What a screen reader is told once it succeeded. */
  doneText: (row: R) => string;
  /** How a failure is worded (§8's per-call errors). */
  errorContext: ErrorContext;
  /** Runs after a success. */
  onDone?: (row: R) => void;
}

/**
 * An action on one row of a list that asks first (a delete, a class's cancellation), in the
 * spirit of react-admin's `useDeleteWithConfirmController`: ask, run, tell; on failure the list
 * stays as it was and the error is shown.
 */
export function useRowAction<R>({
  label,
  refuse,
  run,
  doneText,
  errorContext,
  onDone,
}: RowActionOptions<R>): RowActionController<R> {
  const [asking, setAsking] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    asking,
    subject: asking === null ? null : label(asking),
    ask: (row) => {
      setDone(null);
      const refusal = refuse?.(row) ?? null;
      if (refusal === null) setAsking(row);
      else setError(refusal);
    },
    cancel: () => setAsking(null),
    confirm: async () => {
      const row = asking;
      if (row === null) return;
      try {
        await run(row);
        setDone(doneText(row));
        onDone?.(row);
      } catch (failure) {
        setError(describeError(errorContext, toFailure(failure))?.messages.join(' ') ?? null);
      }
      setAsking(null);
    },
    error,
    dismissError: () => setError(null),
    done,
  };
}
