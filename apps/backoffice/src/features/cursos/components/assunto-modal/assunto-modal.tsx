import {
  ACCEPTED_MATERIAL_TYPES,
  type ArquivoDraft,
  describeError,
  type FieldErrors,
  isAcceptedMaterial,
  MESSAGES,
  validateMaterial,
  validateSubject,
} from '@hangar/domain';
import { Button, ConfirmDialog, Form, Modal, ProgressBar, SelectField, TextField } from '@hangar/ui';
import { ExternalLink, Paperclip, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { toFailure } from '../../../../lib/failure';
import { useTiposArquivo } from '../../api/get-tipos-arquivo';
import { useUploadMaterial } from '../../api/upload-material';
import { MaterialIcon } from '../material-icon';

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
 * only server references. Removing a material asks 'Deseja realmente excluir ?'; a material's
 * link opens the file in a new window.
 */
export function AssuntoModal({ isOpen, initial, onConfirm, onCancel }: AssuntoModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={initial === null ? 'Novo Assunto' : 'Editar Assunto'}
      size="lg"
      isOpen={isOpen}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => !open && !busy && onCancel()}
    >
      {isOpen && (
        <AssuntoModalBody
          initial={initial}
          onConfirm={onConfirm}
          onCancel={onCancel}
          onBusyChange={setBusy}
        />
      )}
    </Modal>
  );
}

/** The file kind → the §3 file type it most likely is (1 document, 2 video, 3 image). */
function guessTipo(file: File): number | null {
  if (file.type.startsWith('image/')) return 3;
  if (file.type.startsWith('video/') || /\.(mp4|mov)$/i.test(file.name)) return 2;
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 1;
  return null;
}

function AssuntoModalBody({
  initial,
  onConfirm,
  onCancel,
  onBusyChange,
}: Omit<AssuntoModalProps, 'isOpen'> & { onBusyChange: (busy: boolean) => void }) {
  const tipos = useTiposArquivo();
  const formId = useId();
  const materiaisId = useId();
  const upload = useUploadMaterial();
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [nomeError, setNomeError] = useState<string>();
  const [arquivos, setArquivos] = useState<ArquivoDraft[]>(initial?.arquivos ?? []);
  const [removing, setRemoving] = useState<number | null>(null);
  // The material being added.
  const [materialNome, setMaterialNome] = useState('');
  const [tipo, setTipo] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [materialErrors, setMaterialErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const choose = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    if (!isAcceptedMaterial(picked)) {
      setFile(null);
      setMaterialErrors({ file: [MESSAGES.material.fileTypeInvalid] });
      return;
    }
    setFile(picked);
    setMaterialErrors({});
    if (materialNome.trim() === '') setMaterialNome(picked.name.replace(/\.[^.]+$/, ''));
    if (tipo === null) setTipo(guessTipo(picked));
  };

  const addMaterial = async () => {
    const errors = validateMaterial({ nome: materialNome, tipo_arquivo_id: tipo, file });
    setMaterialErrors(errors);
    if (Object.keys(errors).length > 0 || !file || tipo === null) return;
    setProgress(0);
    onBusyChange(true);
    try {
      const stored = await upload({ file, nome: materialNome.trim(), tipo_arquivo_id: tipo }, setProgress);
      setArquivos((list) => [
        ...list,
        {
          arquivo_id: stored.id,
          nome: materialNome.trim(),
          caminho: stored.url,
          tipo_arquivo_id: tipo,
          new: true,
        },
      ]);
      setMaterialNome('');
      setTipo(null);
      setFile(null);
    } catch (error) {
      setMaterialErrors({ file: describeError('save', toFailure(error))?.messages ?? [] });
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  const tipoNome = (id: ArquivoDraft['tipo_arquivo_id']) =>
    tipos.find((t) => t.id === Number(id))?.nome ?? '';
  const fileError = materialErrors.file?.[0];

  return (
    <div className="flex flex-col gap-5">
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          const message = validateSubject({ nome }).nome?.[0];
          setNomeError(message);
          if (!message) onConfirm({ nome: nome.trim(), arquivos });
        }}
      >
        <TextField
          label="Título do Assunto"
          name="nome"
          value={nome}
          onChange={setNome}
          errorMessage={nomeError}
          autoFocus
        />
      </Form>

      <section aria-labelledby={materiaisId} className="flex flex-col gap-3">
        <h3 id={materiaisId} className="text-sm font-semibold text-fg">
          Materiais
        </h3>
        {arquivos.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border-strong px-4 py-4 text-center text-sm text-fg-subtle">
            Nenhum material adicionado ao assunto
          </p>
        ) : (
          <ul
            aria-label="Materiais do assunto"
            className="flex flex-col divide-y divide-border rounded-lg border border-border"
          >
            {arquivos.map((a, index) => (
              <li key={a.id ?? `${a.arquivo_id}-${index}`} className="flex items-center gap-3 px-3 py-2">
                <MaterialIcon tipo={a.tipo_arquivo_id} className="size-4 shrink-0 text-fg-subtle" />
                <div className="min-w-0 flex-1">
                  {a.caminho ? (
                    <a
                      href={a.caminho}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 truncate font-medium text-accent hover:underline"
                    >
                      <span className="truncate">{a.nome}</span>
                      <ExternalLink aria-hidden className="size-3 shrink-0" />
                      <span className="sr-only">(abre em nova janela)</span>
                    </a>
                  ) : (
                    <span className="font-medium">{a.nome}</span>
                  )}
                  <p className="truncate text-xs text-fg-subtle">
                    {tipoNome(a.tipo_arquivo_id)}
                    {a.caminho ? ` · ${decodeURIComponent(a.caminho.split('/').pop() ?? '')}` : ''}
                  </p>
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remover ${a.nome}`}
                  isDisabled={uploading}
                  onPress={() => setRemoving(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/60 p-3">
          <p className="text-xs font-medium uppercase tracking-wide text-fg-muted">Adicionar material</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Nome do arquivo"
              value={materialNome}
              onChange={setMaterialNome}
              errorMessage={materialErrors.nome?.[0]}
              isDisabled={uploading}
            />
            <SelectField
              label="Tipo do arquivo"
              items={tipos.map((t) => ({ id: t.id, label: t.nome }))}
              value={tipo}
              onChange={(key) => setTipo(key === null ? null : Number(key))}
              errorMessage={materialErrors.tipo_arquivo_id?.[0]}
              isDisabled={uploading}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <FileTrigger acceptedFileTypes={[...ACCEPTED_MATERIAL_TYPES]} onSelect={choose}>
              <Button size="sm" isDisabled={uploading}>
                <Paperclip aria-hidden />
                Importar arquivo
              </Button>
            </FileTrigger>
            <span className="min-w-0 flex-1 truncate text-sm text-fg-muted" aria-live="polite">
              {file ? `Arquivo selecionado: ${file.name}` : 'Nenhum arquivo selecionado'}
            </span>
            <Button size="sm" variant="primary" isDisabled={!file || uploading} onPress={addMaterial}>
              <Plus aria-hidden />
              ADICIONAR
            </Button>
          </div>
          <p className="text-xs text-fg-subtle">Imagens, PDF, MP4 ou MOV.</p>
          {uploading && <ProgressBar label="Enviando arquivo" value={Math.round(progress * 100)} size="sm" />}
          {fileError && (
            <p role="alert" className="text-xs text-error">
              {fileError}
            </p>
          )}
        </div>
      </section>

      <div className="flex justify-end gap-2 border-t border-border pt-4">
        <Button onPress={onCancel} isDisabled={uploading}>
          CANCELAR
        </Button>
        <Button type="submit" form={formId} variant="primary" isDisabled={uploading}>
          CONFIRMAR
        </Button>
      </div>

      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={MESSAGES.confirm.deleteMaterial}
        confirmLabel="Excluir"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={() => {
          setArquivos((list) => list.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
      />
    </div>
  );
}
