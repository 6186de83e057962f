import { ExternalLink, FileText, Film, Image as ImageIcon, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem, Link } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ProgressBar } from '../progress-bar/progress-bar';
import { checkFile, type FileProblem, formatFileSize, progressPercent } from './file-rules';

/** A file already attached (uploaded or saved). */
export interface UploadedFile {
  /** Stable id. */
  id: string | number;
  /** Name shown (and the link text). */
  name: string;
  /** Where the file can be opened; the link opens it in a new window. */
  url?: string;
  /** MIME type or kind, used for the icon ('image/png', 'application/pdf', 'video/mp4'…). */
  type?: string;
  /** Extra text beside the name (e.g. the material type). */
  description?: ReactNode;
}

export interface FileUploadProps {
  /** Visible label of the field. @default 'Arquivo' */
  label?: string;
  /** Accepted kinds: MIME types, families (`image/*`) or extensions (`.mov`). Empty = anything. */
  accept?: string[];
  /** Human description of the accepted kinds shown as help ('Imagens, PDF, MP4 ou MOV'). */
  acceptDescription?: ReactNode;
  /** Largest accepted file, in bytes. */
  maxSize?: number;
  /** Message when a file is over `maxSize`. @default 'Selecione um arquivo com tamanho inferior a {maxSize}!' */
  sizeErrorMessage?: string;
  /** Message when a file is not an accepted kind. @default 'Selecione um arquivo de tipo permitido!' */
  typeErrorMessage?: string;
  /** Called with the accepted files (after the checks); the caller uploads them. */
  onSelect: (files: File[]) => void;
  /** Called for each refused file, with the reason. */
  onReject?: (file: File, problem: FileProblem) => void;
  /** Files already attached, listed with a link and a remove button. */
  files?: UploadedFile[];
  /** Called after the user confirms removing a file. Without it there is no remove button. */
  onRemove?: (file: UploadedFile) => void;
  /** Question asked before removing. @default 'Deseja realmente excluir?' */
  removeConfirmation?: string;
  /** Upload progress, 0..1; `null`/`undefined` when nothing is uploading. */
  progress?: number | null;
  /** Label of the progress bar. @default 'Enviando arquivo' */
  progressLabel?: string;
  /** Lets the user pick several files at once. @default false */
  allowsMultiple?: boolean;
  /** Text of the pick button. @default 'Selecionar arquivo' */
  buttonLabel?: string;
  /**
   * What screen readers hear before the label on the drop zone's keyboard drop target (React
   * Aria's own default is 'DropZone', untranslated). @default 'Área para soltar o arquivo:'
   */
  dropLabel?: string;
  /** An error from outside (e.g. the upload failed). */
  errorMessage?: string;
  /** Disables picking and removing. @default false */
  isDisabled?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

function FileKindIcon({ type }: { type?: string }) {
  const cls = 'size-4 shrink-0 text-fg-subtle';
  if (type?.startsWith('image')) return <ImageIcon aria-hidden className={cls} />;
  if (type?.startsWith('video')) return <Film aria-hidden className={cls} />;
  return <FileText aria-hidden className={cls} />;
}

/**
 * Picks files by button or drop, checks kind and size (messages passed in), shows the upload
 * progress and lists attached files with a link that opens them in a new window and a remove
 * button that asks for confirmation. The kit never uploads: `onSelect` gives the files to the
 * caller, which reports `progress` back.
 * @example
 * <FileUpload accept={['image/*', 'application/pdf', 'video/mp4', '.mov']} maxSize={50 * 1024 * 1024}
 *   onSelect={([f]) => upload(f)} progress={progress} files={arquivos} onRemove={remover} />
 */
export function FileUpload({
  label = 'Arquivo',
  accept,
  acceptDescription,
  maxSize,
  sizeErrorMessage,
  typeErrorMessage = 'Selecione um arquivo de tipo permitido!',
  onSelect,
  onReject,
  files = [],
  onRemove,
  removeConfirmation = 'Deseja realmente excluir?',
  progress,
  progressLabel = 'Enviando arquivo',
  allowsMultiple = false,
  buttonLabel = 'Selecionar arquivo',
  dropLabel = 'Área para soltar o arquivo:',
  errorMessage,
  isDisabled = false,
  className,
}: FileUploadProps) {
  const labelId = useId();
  const helpId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UploadedFile | null>(null);
  const percent = progressPercent(progress);
  const uploading = percent !== null && percent < 100;
  const sizeMessage =
    sizeErrorMessage ??
    (maxSize !== undefined ? `Selecione um arquivo com tamanho inferior a ${formatFileSize(maxSize)}!` : '');

  function take(picked: File[]) {
    const list = allowsMultiple ? picked : picked.slice(0, 1);
    const accepted: File[] = [];
    let message: string | null = null;
    for (const file of list) {
      const issue = checkFile(file, { accept, maxSize });
      if (issue) {
        message = issue === 'type' ? typeErrorMessage : sizeMessage;
        onReject?.(file, issue);
      } else accepted.push(file);
    }
    setProblem(message);
    if (accepted.length > 0) onSelect(accepted);
  }

  const shownError = problem ?? errorMessage ?? null;
  const help = [acceptDescription, maxSize !== undefined ? `até ${formatFileSize(maxSize)}` : null].filter(
    (x) => x != null && x !== '',
  );

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <DropZone
        aria-label={dropLabel}
        aria-labelledby={labelId}
        isDisabled={isDisabled || uploading}
        getDropOperation={() => 'copy'}
        onDrop={async (e) => {
          const dropped = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
          take(dropped);
        }}
        className={(rp) =>
          cn(
            focusRing(rp),
            'flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-5 text-center',
            rp.isDropTarget ? 'border-accent bg-accent-soft' : 'border-border-strong bg-surface-muted',
            shownError && 'border-error',
            rp.isDisabled && 'cursor-not-allowed',
          )
        }
      >
        <Upload aria-hidden className="size-5 text-fg-subtle" />
        <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-fg-muted">
          <FileTrigger
            acceptedFileTypes={accept}
            allowsMultiple={allowsMultiple}
            onSelect={(list) => take(list ? [...list] : [])}
          >
            <Button
              size="sm"
              isDisabled={isDisabled || uploading}
              aria-describedby={
                [help.length > 0 ? helpId : null, shownError ? errorId : null].filter(Boolean).join(' ') ||
                undefined
              }
            >
              {buttonLabel}
            </Button>
          </FileTrigger>
          <span>ou arraste para cá</span>
        </div>
        {help.length > 0 && (
          <span id={helpId} className="text-xs text-fg-subtle">
            {help.join(', ')}
          </span>
        )}
      </DropZone>
      {percent !== null && (
        <ProgressBar
          label={progressLabel}
          value={percent}
          tone={percent >= 100 ? 'success' : 'accent'}
          size="sm"
        />
      )}
      {shownError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-error">
          {shownError}
        </p>
      )}
      {files.length > 0 && (
        <ul
          aria-label={`${label}: arquivos anexados`}
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface"
        >
          {files.map((file) => (
            <li key={file.id} className="flex min-w-0 items-center gap-2 px-3 py-2 text-sm">
              <FileKindIcon type={file.type} />
              <div className="flex min-w-0 flex-1 flex-col">
                {file.url ? (
                  <Link
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={(rp) =>
                      cn(
                        focusRing(rp),
                        'inline-flex min-w-0 items-center gap-1 rounded-sm text-accent',
                        rp.isHovered && 'underline',
                      )
                    }
                  >
                    <span className="truncate">{file.name}</span>
                    <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                    <span className="sr-only"> (abre em nova janela)</span>
                  </Link>
                ) : (
                  <span className="truncate text-fg">{file.name}</span>
                )}
                {file.description != null && (
                  <span className="truncate text-xs text-fg-subtle">{file.description}</span>
                )}
              </div>
              {onRemove && (
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Excluir ${file.name}`}
                  isDisabled={isDisabled}
                  onPress={() => setRemoving(file)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        message={removeConfirmation}
        confirmLabel="Excluir"
        destructive
        onConfirm={() => {
          if (removing) onRemove?.(removing);
        }}
      />
    </div>
  );
}
