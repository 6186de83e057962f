import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  /** Whether it is shown. */
  isOpen: boolean;
  /** Called with `false` when it closes (Cancelar, Escape, or after confirming). */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called when the user confirms. While a returned promise is pending the confirm button spins;
   * the dialog closes when it resolves and stays open if it rejects.
   */
  onConfirm: () => unknown;
  /** Heading. @default 'Aviso' */
  title?: ReactNode;
  /** Question asked. @default 'Deseja realmente realizar esta operação?' */
  message?: ReactNode;
  /**
   * What the operation acts on (a row's name), shown in bold above the question and read with it,
   * so the user sees which record a generic question is about.
   */
  subject?: ReactNode;
  /** Confirm button text. @default 'Confirmar' */
  confirmLabel?: string;
  /** Cancel button text. @default 'Cancelar' */
  cancelLabel?: string;
  /** Styles the confirm button red (deletions). @default false */
  destructive?: boolean;
  /** Shows a spinner on the confirm button (when the caller tracks the pending state). @default false */
  isPending?: boolean;
}

/**
 * Asks the user to confirm an operation (an `alertdialog`, its question as the description; focus
 * starts on the cancel button; Escape cancels).
 * @example <ConfirmDialog isOpen={open} onOpenChange={setOpen} onConfirm={excluir} subject="Piloto Privado" confirmLabel="Excluir" destructive />
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title = 'Aviso',
  message = 'Deseja realmente realizar esta operação?',
  subject,
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  destructive = false,
  isPending = false,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const pending = isPending || busy;
  const messageId = useId();
  const subjectId = useId();
  const hasSubject = subject != null && subject !== '';
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      showCloseButton={false}
      describedBy={hasSubject ? `${subjectId} ${messageId}` : messageId}
      footer={(close) => (
        <>
          {/* Focus starts on the answer that changes nothing (WAI-ARIA's alert dialog): an Enter
              pressed on opening, or a second press of the key that opened it, must not delete. */}
          <Button onPress={close} isDisabled={pending} autoFocus>
            {cancelLabel}
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            isPending={pending}
            onPress={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } catch (error) {
                setBusy(false);
                throw error;
              }
              setBusy(false);
              close();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <div className="flex gap-3">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="min-w-0 space-y-1">
          {hasSubject && (
            <p id={subjectId} className="font-semibold break-words">
              {subject}
            </p>
          )}
          <p id={messageId}>{message}</p>
        </div>
      </div>
    </Modal>
  );
}
