import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

const defaults = {
  success: { title: 'Sucesso', message: 'Operação realizada com sucesso' },
  error: { title: 'Erro', message: 'Houve um problema ao realizar esta operação' },
} as const;

export interface FeedbackDialogProps {
  /** Whether it is shown. */
  isOpen: boolean;
  /** Called with `false` when it closes. */
  onOpenChange: (isOpen: boolean) => void;
  /** Success or error look and default texts. @default 'success' */
  tone?: 'success' | 'error';
  /** Heading. @default 'Sucesso' (success) / 'Erro' (error) */
  title?: ReactNode;
  /**
   * Text. @default 'Operação realizada com sucesso' (success) /
   * 'Houve um problema ao realizar esta operação' (error)
   */
  message?: ReactNode;
  /** Close button text. @default 'OK' */
  closeLabel?: string;
}

/**
 * Tells the result of an operation (after saving, after a failed delete).
 * @example <FeedbackDialog isOpen={ok} onOpenChange={setOk} />
 */
export function FeedbackDialog({
  isOpen,
  onOpenChange,
  tone = 'success',
  title,
  message,
  closeLabel = 'OK',
}: FeedbackDialogProps) {
  const d = defaults[tone];
  const Icon = tone === 'success' ? CheckCircle2 : XCircle;
  const messageId = useId();
  return (
    <Modal
      role={tone === 'error' ? 'alertdialog' : 'dialog'}
      size="sm"
      title={title ?? d.title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      showCloseButton={false}
      describedBy={messageId}
      footer={(close) => (
        <Button variant="primary" onPress={close} autoFocus>
          {closeLabel}
        </Button>
      )}
    >
      <div className="flex gap-3">
        <Icon
          aria-hidden
          className={
            tone === 'success' ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-error'
          }
        />
        <p id={messageId}>{message ?? d.message}</p>
      </div>
    </Modal>
  );
}
