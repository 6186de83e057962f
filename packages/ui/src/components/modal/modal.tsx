import { X } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Dialog, Form, Heading, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import { recipe } from '../../utils/recipe';
import { Button } from '../button/button';

const panelStyles = recipe({
  base: 'flex max-h-[calc(100dvh-2rem)] w-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-lg outline-0',
  variants: {
    size: { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' },
  },
});

export interface ModalProps {
  /** Dialog title (a heading; also the dialog's accessible name). */
  title: ReactNode;
  /** Body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom right; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state. Omit inside a RAC `DialogTrigger`. */
  isOpen?: boolean;
  /** Called when the dialog asks to open or close (Escape, outside click, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Width. @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Whether a click outside closes it. @default true */
  isDismissable?: boolean;
  /** Prevents Escape from closing it. @default false */
  isKeyboardDismissDisabled?: boolean;
  /** `alertdialog` for confirmations that need an answer. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Shows the top-right close button (named `closeLabel`). @default true */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default 'Fechar' */
  closeLabel?: string;
  /**
   * Makes the body and the footer one `<form>`: Enter in a single-line field, or a footer button
   * with `type="submit"`, calls this (the submit event's default is already prevented, so the
   * page does not reload). Enter in a multi-line field or an open list keeps its own meaning.
   * Do not put another `<form>` in the body then (forms do not nest).
   * @default undefined (no form)
   * @example <Modal title="Nova Categoria" onSubmit={save} footer={<Button type="submit">SALVAR</Button>}>…</Modal>
   */
  onSubmit?: () => void;
  /**
   * The id of the element whose text says what the dialog is about (`aria-describedby`): a
   * screen reader reads it with the title as the dialog opens, where it read the title alone.
   */
  describedBy?: string;
}

/**
 * A centred modal dialog (RAC `ModalOverlay` + `Modal` + `Dialog`): focus is trapped and
 * returns to the trigger on close; Escape closes it.
 * @example <Modal title="Novo Módulo" isOpen={open} onOpenChange={setOpen} footer={(close) => <Button onPress={close}>CANCELAR</Button>}>…</Modal>
 */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled,
  role = 'dialog',
  showCloseButton = true,
  closeLabel = 'Fechar',
  onSubmit,
  describedBy,
}: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="fixed inset-0 z-50 flex items-center justify-center bg-overlay p-4"
    >
      <RACModal className={panelStyles({ size })}>
        <Dialog role={role} aria-describedby={describedBy} className="flex min-h-0 flex-1 flex-col outline-0">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
                <Heading slot="title" className="text-lg font-semibold text-fg">
                  {title}
                </Heading>
                {showCloseButton && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={closeLabel}
                    onPress={close}
                    className="-my-1 -mr-2 size-8"
                  >
                    <X aria-hidden />
                  </Button>
                )}
              </div>
              <FormWhen onSubmit={onSubmit}>
                <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 text-sm text-fg">
                  {typeof children === 'function' ? children(close) : children}
                </div>
                {footer != null && (
                  <div className="flex flex-wrap justify-end gap-2 border-t border-border bg-surface-muted/50 px-5 py-3">
                    {typeof footer === 'function' ? footer(close) : footer}
                  </div>
                )}
              </FormWhen>
            </>
          )}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}

/**
 * The body and the footer, in a form when the modal submits: the browser's implicit submission
 * (Enter in a text field) then does what the footer's submit button does. Its fields report
 * errors the app's way (`validationBehavior="aria"`, `noValidate`), never the browser's bubbles.
 */
function FormWhen({ onSubmit, children }: { onSubmit: (() => void) | undefined; children: ReactNode }) {
  if (!onSubmit) return children;
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        // React passes a submit event up through portals: a form in a dialog opened from this
        // one is that dialog's business.
        if (event.target !== event.currentTarget) return;
        onSubmit();
      }}
      className="flex min-h-0 flex-1 flex-col"
    >
      {children}
    </Form>
  );
}
