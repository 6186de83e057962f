import { MESSAGES } from '@hangar/domain';
import { ConfirmDialog, FeedbackDialog } from '@hangar/ui';
import type { DeleteController } from './use-delete-controller';

export interface DeleteDialogsProps<R> {
  deletion: DeleteController<R>;
  /** The question for the row being deleted. @default MESSAGES.confirm.text */
  question?: (row: R) => string;
}

/**
 * The delete confirmation (§5), naming the row above its question, the §8 error of a failed delete, and a status region that tells a
 * screen reader the delete is done (on screen the row just vanishes). Mounted from the first
 * question on, so the region exists before its text arrives, as live regions need.
 */
export function DeleteDialogs<R>({ deletion, question }: DeleteDialogsProps<R>) {
  return (
    <>
      <ConfirmDialog
        isOpen={deletion.asking !== null}
        onOpenChange={(open) => !open && deletion.cancel()}
        title={MESSAGES.confirm.title}
        message={deletion.asking !== null && question ? question(deletion.asking) : MESSAGES.confirm.text}
        subject={deletion.subject}
        confirmLabel="Excluir"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={deletion.confirm}
      />
      <FeedbackDialog
        tone="error"
        isOpen={deletion.error !== null}
        message={deletion.error ?? undefined}
        onOpenChange={(open) => !open && deletion.dismissError()}
      />
      <p role="status" className="sr-only">
        {deletion.done}
      </p>
    </>
  );
}
