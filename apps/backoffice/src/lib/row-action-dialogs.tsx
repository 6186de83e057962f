import { MESSAGES } from '@hangar/domain';
import { ConfirmDialog, FeedbackDialog } from '@hangar/ui';
import type { RowActionController } from './use-row-action';

export interface RowActionDialogsProps<R> {
  action: RowActionController<R>;
  /** The question for the row asked about. @default MESSAGES.confirm.text */
  question?: (row: R) => string;
  /** The confirmation's yes. */
  confirmLabel: string;
  /** Its no. @default MESSAGES.confirm.cancel */
  cancelLabel?: string;
  /** The yes is drawn as destructive. @default true */
  destructive?: boolean;
}

/**
 * A row action's confirmation (a delete's, a class's cancellation), naming the row above its question, the error of a failed action,
 * and a status region that tells a screen reader the action is done. Mounted from the first
 * question on, so the region exists before its text arrives, as live regions need.
 */
export function RowActionDialogs<R>({
  action,
  question,
  confirmLabel,
  cancelLabel = MESSAGES.confirm.cancel,
  destructive = true,
}: RowActionDialogsProps<R>) {
  return (
    <>
      <ConfirmDialog
        isOpen={action.asking !== null}
        onOpenChange={(open) => !open && action.cancel()}
        title={MESSAGES.confirm.title}
        message={action.asking !== null && question ? question(action.asking) : MESSAGES.confirm.text}
        subject={action.subject}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        destructive={destructive}
        onConfirm={action.confirm}
      />
      <FeedbackDialog
        tone="error"
        isOpen={action.error !== null}
        message={action.error ?? undefined}
        onOpenChange={(open) => !open && action.dismissError()}
      />
      <p role="status" className="sr-only">
        {action.done}
      </p>
    </>
  );
}
