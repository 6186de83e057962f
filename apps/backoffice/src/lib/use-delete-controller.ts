import { describeError, MESSAGES } from '@hangar/domain';
import { useState } from 'react';
import { type InputOf, useWrite } from './endpoints';
import { toFailure } from './failure';
import type { DeleteEndpointName } from './resource';

/** What {@link useDeleteController} gives a list: the question, the call and the §8 error. */
export interface DeleteController<R> {
  /** The row waiting for the user's answer (the confirmation is open), or null. */
  asking: R | null;
  /** That row's name, which the confirmation shows above its question; null when none is asked. */
  subject: string | null;
  /** Asks before deleting `row` (§5: deleting anything asks first). */
  ask: (row: R) => void;
  /** The user said no: nothing happens. */
  cancel: () => void;
  /** The user said yes: deletes, then the list reloads; a failure shows the §8 error instead. */
  confirm: () => Promise<void>;
  /** The message of a failed delete (the error dialog is open), or null. */
  error: string | null;
  /** Closes the error dialog; the list stays as it was. */
  dismissError: () => void;
  /**
   * What a screen reader is told once a delete succeeds ('Exclusão concluída: Navegação IFR.'),
   * for a status region; null until then, and again from the next question on, so a second
   * delete of a row with the same name is told too.
   */
  done: string | null;
}

/**
 * Delete with confirmation, in the spirit of react-admin's `useDeleteWithConfirmController`:
 * ask, call the resource's delete endpoint, and on success revalidate every read of the resource
 * (the list reloads, §4); on failure the list is not reloaded and the error of §8 is shown.
 * `onDeleted` runs after a successful delete (the list uses it to step back from a page it
 * emptied).
 */
export function useDeleteController<R, D extends DeleteEndpointName>(
  resource: { endpoints: { delete: D }; deleteInput: (row: R) => InputOf<D>; rowLabel: (row: R) => string },
  onDeleted?: (row: R) => void,
): DeleteController<R> {
  const remove = useWrite(resource.endpoints.delete);
  const [asking, setAsking] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return {
    asking,
    subject: asking === null ? null : resource.rowLabel(asking),
    ask: (row) => {
      setDone(null);
      setAsking(row);
    },
    cancel: () => setAsking(null),
    confirm: async () => {
      const row = asking;
      if (row === null) return;
      try {
        await remove(resource.deleteInput(row));
        setDone(MESSAGES.success.deleted.replace('{name}', resource.rowLabel(row)));
        onDeleted?.(row);
      } catch (failure) {
        setError(describeError('delete', toFailure(failure))?.messages.join(' ') ?? null);
      }
      setAsking(null);
    },
    error,
    dismissError: () => setError(null),
    done,
  };
}
