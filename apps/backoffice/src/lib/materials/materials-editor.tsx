import {
  ACCEPTED_MATERIAL_TYPES,
  type ArquivoDraft,
  describeError,
  type FieldErrors,
  isAcceptedMaterial,
  MATERIAL_MAX_META,
  MESSAGES,
  materialTooLargeMessage,
  materialTypeOf,
  validateMaterial,
} from '@hangar/domain';
import { Button, ConfirmDialog, ProgressBar, SelectField, TextField } from '@hangar/ui';
import { ExternalLink, Paperclip, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { uploadUrl } from '../config';
import { useReportChanges } from '../discard-guard';
import { toFailure } from '../failure';
import { MaterialIcon } from './material-icon';
import { useTiposArquivo, useUploadMaterial } from './use-materials';

export interface MaterialsEditorProps {
  /** The heading of the section ('Materiais', 'Anexos ao problema'). */
  label: string;
  /** Accessible name of the list of materials. */
  listLabel: string;
  /** Shown when there is no material. */
  emptyText: string;
  /** The materials (server references: uploaded files only). */
  arquivos: ArquivoDraft[];
  onChange: (arquivos: ArquivoDraft[]) => void;
  /** Read-only: the list with its links, no add or remove. @default false */
  isReadOnly?: boolean;
  /** The level of the section's heading (the page's outline decides). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Told when an upload starts and ends (a modal cannot close meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * Told whether the add row holds a name or a file not yet added, so the form or modal around it
   * asks before dropping it.
   */
  onPendingChange?: (pending: boolean) => void;
}

/** The file kind → the §3 file type it most likely is (1 document, 2 video, 3 image). */
/**
 * The file's own name: as uploaded when the server kept it, else the end of its address (the
 * legacy API's paths end in the file's name; Hangar's older uploads, in their random key).
 */
function fileName(a: ArquivoDraft): string {
  if (a.arquivo_nome) return a.arquivo_nome;
  return a.caminho ? decodeURIComponent(a.caminho.split('/').pop() ?? '') : '';
}

/**
 * The server's largest material, from the page it sent (`MATERIAL_MAX_META`); undefined where no
 * server wrote it (Storybook, an app served apart from its API): the server still refuses then.
 */
function materialMaxBytes(): number | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${MATERIAL_MAX_META}"]`)?.content;
  const bytes = Number(content);
  return content && Number.isFinite(bytes) && bytes > 0 ? bytes : undefined;
}

/**
 * The materials uploader (§2.5 subjects, §2.6 problem attachments): the list of materials, each
 * opening in a new window, with a remove button that asks 'Deseja realmente excluir?' (§5); and
 * the add row: name, type and a file (images, PDF, mp4 and mov; the Add button stays disabled
 * until a file is chosen). The file is uploaded at once with its progress shown, so the record
 * keeps only server references.
 */
export function MaterialsEditor({
  label,
  listLabel,
  emptyText,
  arquivos,
  onChange,
  isReadOnly = false,
  headingLevel = 3,
  onBusyChange,
  onPendingChange,
}: MaterialsEditorProps) {
  const Heading = `h${headingLevel}` as const;
  const tipos = useTiposArquivo();
  const headingId = useId();
  const upload = useUploadMaterial();
  const [removing, setRemoving] = useState<number | null>(null);
  const [materialNome, setMaterialNome] = useState('');
  const [tipo, setTipo] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // What the last file chosen filled in (name and type), to tell it from what the person set.
  const [autoFilled, setAutoFilled] = useState<{ nome: string; tipo: number | null } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;
  // A name typed or a file chosen but not yet added is work the record does not hold.
  const pending = materialNome.trim() !== '' || file !== null;
  useReportChanges(pending, onPendingChange);
  // The upload disables the controls, the focused ADICIONAR among them, and focus fell to the page:
  // once it ends, focus goes to the material added (its link), or back to ADICIONAR after a failure.
  const section = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState<'added' | 'failed' | null>(null);
  useEffect(() => {
    if (refocus === null || !section.current) return;
    const target =
      refocus === 'added'
        ? [...section.current.querySelectorAll<HTMLElement>('[data-material] a')].at(-1)
        : section.current.querySelector<HTMLElement>('[data-add-material]');
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  const choose = (files: FileList | null) => {
    const picked = files?.[0];
    if (!picked) return;
    if (!isAcceptedMaterial(picked)) {
      setFile(null);
      setErrors({ file: [MESSAGES.material.fileTypeInvalid] });
      return;
    }
    // Said now, not after minutes of sending it all for the server to refuse.
    const maxBytes = materialMaxBytes();
    if (maxBytes !== undefined && picked.size > maxBytes) {
      setFile(null);
      setErrors({ file: [materialTooLargeMessage(maxBytes)] });
      return;
    }
    setFile(picked);
    setErrors({});
    // Name and type follow the file chosen unless the person set them: a second choice (after
    // an upload refused, say) replaces what the first one filled in, never what was typed.
    const filled = { nome: picked.name.replace(/\.[^.]+$/, ''), tipo: materialTypeOf(picked) };
    if (materialNome.trim() === '' || materialNome === autoFilled?.nome) setMaterialNome(filled.nome);
    if (tipo === null || tipo === autoFilled?.tipo) setTipo(filled.tipo);
    setAutoFilled(filled);
  };

  const add = async () => {
    const found = validateMaterial({ nome: materialNome, tipo_arquivo_id: tipo, file });
    setErrors(found);
    if (Object.keys(found).length > 0 || !file || tipo === null) return;
    setProgress(0);
    onBusyChange?.(true);
    try {
      const stored = await upload({ file, nome: materialNome.trim(), tipo_arquivo_id: tipo }, setProgress);
      onChange([
        ...arquivos,
        {
          arquivo_id: stored.id,
          nome: materialNome.trim(),
          caminho: stored.url,
          arquivo_nome: stored.nome_original ?? file.name,
          tipo_arquivo_id: tipo,
          new: true,
        },
      ]);
      setMaterialNome('');
      setTipo(null);
      setFile(null);
      setAutoFilled(null);
      setRefocus('added');
    } catch (error) {
      setErrors({ file: describeError('save', toFailure(error))?.messages ?? [] });
      setRefocus('failed');
    }
    setProgress(null);
    onBusyChange?.(false);
  };

  const tipoNome = (id: ArquivoDraft['tipo_arquivo_id']) =>
    tipos.find((t) => t.id === Number(id))?.nome ?? '';
  const fileError = errors.file?.[0];

  return (
    <section ref={section} aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-sm font-semibold text-fg">
        {label}
      </Heading>
      {arquivos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border-strong px-4 py-4 text-center text-sm text-fg-subtle">
          {emptyText}
        </p>
      ) : (
        <ul
          aria-label={listLabel}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {arquivos.map((a, index) => (
            <li
              key={a.id ?? `${a.arquivo_id}-${index}`}
              data-material
              className="flex items-center gap-3 px-3 py-2"
            >
              <MaterialIcon tipo={a.tipo_arquivo_id} className="size-4 shrink-0 text-fg-subtle" />
              <div className="min-w-0 flex-1">
                {a.caminho ? (
                  <a
                    href={uploadUrl(a.caminho)}
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
                  {fileName(a) ? ` · ${fileName(a)}` : ''}
                </p>
              </div>
              {!isReadOnly && (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Excluir ${a.nome}`}
                  isDisabled={uploading}
                  onPress={() => setRemoving(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {!isReadOnly && (
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/60 p-3">
          <p className="text-xs font-medium uppercase tracking-wide text-fg-muted">Adicionar material</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Nome do arquivo"
              isRequired
              value={materialNome}
              onChange={setMaterialNome}
              errorMessage={errors.nome?.[0]}
              isDisabled={uploading}
            />
            <SelectField
              label="Tipo do arquivo"
              isRequired
              items={tipos.map((t) => ({ id: t.id, label: t.nome }))}
              value={tipo}
              onChange={(key) => setTipo(key === null ? null : Number(key))}
              errorMessage={errors.tipo_arquivo_id?.[0]}
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
            {/* A basis of its own: on a phone it takes a line of its own instead of shrinking to "N.". */}
            <span className="min-w-0 flex-1 basis-40 truncate text-sm text-fg-muted" aria-live="polite">
              {file ? `Arquivo selecionado: ${file.name}` : 'Nenhum arquivo selecionado'}
            </span>
            <Button
              size="sm"
              variant="primary"
              isDisabled={!file || uploading}
              onPress={add}
              data-add-material
            >
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
      )}

      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={MESSAGES.confirm.deleteMaterial}
        subject={removing === null ? undefined : arquivos[removing]?.nome}
        confirmLabel="Excluir"
        cancelLabel={MESSAGES.confirm.cancel}
        destructive
        onConfirm={() => {
          onChange(arquivos.filter((_, i) => i !== removing));
          setRemoving(null);
        }}
      />
    </section>
  );
}
