import { type ArquivoDraft, MESSAGES, validateSubject } from '@hangar/domain';
import { Button, ErrorAlert, Form, Modal, TextField } from '@hangar/ui';
import { useId, useState } from 'react';
import { DiscardChangesDialog, useDiscardGuard, useReportChanges } from '../../../../lib/discard-guard';
import { MaterialsEditor } from '../../../../lib/materials';
import { isFormDirty } from '../../../../lib/resource-form';

/** What the modal edits: the subject's title and its materials. */
export interface AssuntoModalValue {
  nome: string;
  arquivos: ArquivoDraft[];
}

export interface AssuntoModalProps {
  /** Whether it is shown. */
  isOpen: boolean;
  /** The subject being edited; `null` creates one. */
  initial: AssuntoModalValue | null;
  /** Called with the subject once its title is valid; the modal then closes. */
  onConfirm: (value: AssuntoModalValue) => void;
  /** Called when it closes without confirming. */
  onCancel: () => void;
}

/**
 * The subject modal (§2.5): 'Título do Assunto' and its materials. A material is added with a
 * name, a type and a file (the Add button stays disabled until a file is chosen; images, PDF, mp4
 * and mov only, §5); the file is uploaded at once with its progress shown, so the course keeps
 * only server references. Removing a material asks 'Deseja realmente excluir?'; a material's
 * link opens the file in a new window. Closing it with a changed title or materials, or a material
 * named or chosen but not added (CANCELAR, Escape, a click outside), asks first; during an upload it does not close.
 */
export function AssuntoModal({ isOpen, initial, onConfirm, onCancel }: AssuntoModalProps) {
  const [busy, setBusy] = useState(false);
  const guard = useDiscardGuard(onCancel);
  return (
    <>
      <Modal
        title={initial === null ? 'Novo Assunto' : 'Editar Assunto'}
        size="lg"
        isOpen={isOpen}
        isDismissable={!busy}
        isKeyboardDismissDisabled={busy}
        onOpenChange={(open) => !open && !busy && guard.requestClose()}
      >
        {isOpen && (
          <AssuntoModalBody
            initial={initial}
            onConfirm={onConfirm}
            onCancel={guard.requestClose}
            onBusyChange={setBusy}
            onChangedChange={guard.setChanged}
          />
        )}
      </Modal>
      <DiscardChangesDialog guard={guard} />
    </>
  );
}

function AssuntoModalBody({
  initial,
  onConfirm,
  onCancel,
  onBusyChange,
  onChangedChange,
}: Omit<AssuntoModalProps, 'isOpen'> & {
  onBusyChange: (busy: boolean) => void;
  onChangedChange: (changed: boolean) => void;
}) {
  const formId = useId();
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [nomeError, setNomeError] = useState<string>();
  const [arquivos, setArquivos] = useState<ArquivoDraft[]>(initial?.arquivos ?? []);
  const [uploading, setUploading] = useState(false);
  const [pendingMaterial, setPendingMaterial] = useState(false);
  // CONFIRMAR refused while a material was filled and not added; said until it is added or cleared.
  const [refusedPending, setRefusedPending] = useState(false);
  const opened = { nome: initial?.nome ?? '', arquivos: initial?.arquivos ?? [] };
  useReportChanges(isFormDirty({ nome, arquivos }, opened) || pendingMaterial, onChangedChange);
  const busy = (value: boolean) => {
    setUploading(value);
    onBusyChange(value);
  };

  return (
    <div className="flex flex-col gap-5">
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          const message = validateSubject({ nome }).nome?.[0];
          setNomeError(message);
          setRefusedPending(pendingMaterial);
          if (!message && !pendingMaterial) onConfirm({ nome: nome.trim(), arquivos });
        }}
      >
        <TextField
          label="Título do Assunto"
          isRequired
          name="nome"
          value={nome}
          onChange={(next) => {
            setNome(next);
            // As on the forms: a message goes once its field changes, until the next CONFIRMAR.
            setNomeError(undefined);
          }}
          errorMessage={nomeError}
          autoFocus
        />
      </Form>

      <MaterialsEditor
        label="Materiais"
        listLabel="Materiais do assunto"
        emptyText="Nenhum material adicionado ao assunto"
        arquivos={arquivos}
        onChange={setArquivos}
        onBusyChange={busy}
        onPendingChange={setPendingMaterial}
      />

      {refusedPending && pendingMaterial && <ErrorAlert messages={[MESSAGES.material.notAdded]} />}

      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button onPress={onCancel} isDisabled={uploading}>
          CANCELAR
        </Button>
        <Button type="submit" form={formId} variant="primary" isDisabled={uploading}>
          CONFIRMAR
        </Button>
      </div>
    </div>
  );
}
