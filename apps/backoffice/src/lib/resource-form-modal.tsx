import { Button, Modal, type ModalProps } from '@hangar/ui';
import type { ReactNode } from 'react';
import { ResourceFormFeedback } from './resource-form-feedback';
import type { ResourceForm } from './use-resource-form';

export interface ResourceFormModalProps<V> {
  /** The form's {@link useResourceForm} result (with `onClose` and `draftScope`). */
  form: ResourceForm<V>;
  /** The dialog's title ('Nova Categoria', 'Editar Usuário'). */
  title: string;
  /** Width. @default 'md' */
  size?: ModalProps['size'];
  /** No SALVAR (CANCELAR reads VOLTAR) and every field disabled. @default false */
  readOnly?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * A resource form in a modal (a category, a user), the modal twin of `ResourceFormLayout`: the
 * title, the draft offer and 'Avisos' (`ResourceFormFeedback`), the fields disabled together when
 * read-only, and CANCELAR / SALVAR. The modal is a form whose submit is SALVAR, so Enter in a
 * text field saves exactly as SALVAR does (validation, errors, the saving state); closing it
 * (Escape, a click outside, the close button) is CANCELAR, which asks first when something changed.
 */
export function ResourceFormModal<V>({
  form,
  title,
  size,
  readOnly = false,
  children,
}: ResourceFormModalProps<V>) {
  const { fieldsRef, submit, cancel } = form;
  return (
    <Modal
      isOpen
      size={size}
      title={title}
      onOpenChange={(open) => !open && cancel()}
      onSubmit={readOnly ? undefined : () => void submit()}
      footer={
        <>
          <Button onPress={cancel}>{readOnly ? 'VOLTAR' : 'CANCELAR'}</Button>
          {!readOnly && (
            <Button type="submit" variant="primary" isPending={form.isSaving} isDisabled={form.isUploading}>
              SALVAR
            </Button>
          )}
        </>
      }
    >
      <fieldset ref={fieldsRef} disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <ResourceFormFeedback form={form} />
        {children}
      </fieldset>
    </Modal>
  );
}
