import { MESSAGES } from '@hangar/domain';
import { ConfirmDialog } from '@hangar/ui';
import { useEffect, useState } from 'react';

/** What {@link useDiscardGuard} gives a modal that edits part of a form in place. */
export interface DiscardGuard {
  /** Called by the modal's body with whether it holds changes (see {@link useReportChanges}). */
  setChanged: (changed: boolean) => void;
  /** CANCELAR, Escape, the close button or a click outside: closes at once when nothing changed, else asks. */
  requestClose: () => void;
  /** The question is shown. */
  isAsking: boolean;
  /** 'Continuar editando': the modal stays open as it was. */
  stay: () => void;
  /** 'Sair sem salvar': the changes are dropped and the modal closes. */
  discard: () => void;
}

/**
 * Asks before a modal drops what was typed in it. Route forms ask through the router's blocker
 * (`useUnsavedChanges`); a modal that edits part of a form in place (a course's module or
 * subject) closes without navigating, so it asks here, with the same texts. `onDiscard` closes
 * the modal without confirming.
 * @example
 * const guard = useDiscardGuard(onCancel);
 * <Modal onOpenChange={(open) => !open && guard.requestClose()}>…</Modal>
 * <DiscardChangesDialog guard={guard} />
 */
export function useDiscardGuard(onDiscard: () => void): DiscardGuard {
  const [changed, setChanged] = useState(false);
  const [isAsking, setAsking] = useState(false);
  return {
    setChanged,
    requestClose: () => (changed ? setAsking(true) : onDiscard()),
    isAsking,
    stay: () => setAsking(false),
    discard: () => {
      setAsking(false);
      onDiscard();
    },
  };
}

/**
 * Tells `report` (a guard's `setChanged`, a form's pending-input flag) whether a part holds
 * changes; an unmounted part (a modal closed, confirmed or dropped) holds none, so the next
 * opening starts clean.
 */
export function useReportChanges(changed: boolean, report: ((changed: boolean) => void) | undefined): void {
  useEffect(() => report?.(changed), [changed, report]);
  useEffect(() => () => report?.(false), [report]);
}

/** The question of a {@link DiscardGuard}: 'Existem alterações não salvas…'. */
export function DiscardChangesDialog({ guard }: { guard: DiscardGuard }) {
  return <UnsavedChangesDialog isOpen={guard.isAsking} onStay={guard.stay} onLeave={guard.discard} />;
}

/**
 * 'Existem alterações não salvas. Deseja realmente sair sem salvar?' with 'Continuar editando'
 * and 'Sair sem salvar': the one question a form or a modal asks before dropping a change.
 */
export function UnsavedChangesDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onStay()}
      title={MESSAGES.confirm.title}
      message={MESSAGES.unsaved.text}
      confirmLabel={MESSAGES.unsaved.leave}
      cancelLabel={MESSAGES.unsaved.stay}
      destructive
      onConfirm={onLeave}
    />
  );
}
