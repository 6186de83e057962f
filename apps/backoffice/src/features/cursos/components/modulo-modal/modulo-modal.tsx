import { validateModule } from '@hangar/domain';
import { Button, Form, Modal, TextField } from '@hangar/ui';
import { useState } from 'react';
import { DiscardChangesDialog, useDiscardGuard, useReportChanges } from '../../../../lib/discard-guard';

export interface ModuloModalProps {
  /** Whether it is shown. */
  isOpen: boolean;
  /** The module's current title when editing; `null` creates a module. */
  initialNome: string | null;
  /** Called with the title once it is valid; the modal then closes. */
  onConfirm: (nome: string) => void;
  /** Called when it closes without confirming. */
  onCancel: () => void;
}

/**
 * The module modal (§2.5): 'Título do Módulo', for create and edit, validated by the domain (§5).
 * Closing it with a changed title (CANCELAR, Escape, a click outside) asks first.
 */
export function ModuloModal({ isOpen, initialNome, onConfirm, onCancel }: ModuloModalProps) {
  const guard = useDiscardGuard(onCancel);
  return (
    <>
      <Modal
        title={initialNome === null ? 'Novo Módulo' : 'Editar Módulo'}
        isOpen={isOpen}
        onOpenChange={(open) => !open && guard.requestClose()}
      >
        {/* Keyed body: every opening starts from the module's title. */}
        {isOpen && (
          <ModuloModalBody
            initialNome={initialNome}
            onConfirm={onConfirm}
            onCancel={guard.requestClose}
            onChangedChange={guard.setChanged}
          />
        )}
      </Modal>
      <DiscardChangesDialog guard={guard} />
    </>
  );
}

function ModuloModalBody({
  initialNome,
  onConfirm,
  onCancel,
  onChangedChange,
}: Omit<ModuloModalProps, 'isOpen'> & { onChangedChange: (changed: boolean) => void }) {
  const [nome, setNome] = useState(initialNome ?? '');
  const [error, setError] = useState<string>();
  useReportChanges(nome !== (initialNome ?? ''), onChangedChange);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const message = validateModule({ nome }).nome?.[0];
        setError(message);
        if (!message) onConfirm(nome.trim());
      }}
    >
      <TextField
        label="Título do Módulo"
        isRequired
        name="nome"
        value={nome}
        onChange={(next) => {
          setNome(next);
          // As on the forms: a message goes once its field changes, until the next CONFIRMAR.
          setError(undefined);
        }}
        errorMessage={error}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button onPress={onCancel}>CANCELAR</Button>
        <Button type="submit" variant="primary">
          CONFIRMAR
        </Button>
      </div>
    </Form>
  );
}
