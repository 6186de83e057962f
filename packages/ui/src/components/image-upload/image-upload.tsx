import { ImageIcon, ImageOff, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useState } from 'react';
import { DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { checkFile, type FileProblem, progressPercent } from '../file-upload/file-rules';
import { ProgressBar } from '../progress-bar/progress-bar';

/** §5 / §9: the course image accepts jpeg, png or gif up to 10 MB. */
const DEFAULT_ACCEPT = ['image/jpeg', 'image/png', 'image/gif'];

export interface ImageUploadProps {
  /** URL of the current image (after upload or from the record); `null` when there is none. */
  value?: string | null;
  /** Called with the picked image once it passes the checks; the caller uploads it. */
  onSelect: (file: File) => void;
  /** Called when a picked file is refused, with the reason. */
  onReject?: (file: File, problem: FileProblem) => void;
  /** Called by the remove button; without it there is none. */
  onRemove?: () => void;
  /** Accepted image types. @default ['image/jpeg', 'image/png', 'image/gif'] */
  accept?: string[];
  /** Largest accepted image in bytes. @default 10485760 (10 MB) */
  maxSize?: number;
  /**
   * Message for a refused type. Required: the texts are the product's rules (Hangar passes
   * `MESSAGES.image` from `@hangar/domain`), and the kit does not restate them.
   */
  typeErrorMessage: string;
  /** Message for an image over `maxSize`. Required, like `typeErrorMessage`. */
  sizeErrorMessage: string;
  /** Upload progress 0..1; `null`/`undefined` when idle. */
  progress?: number | null;
  /** Visible label. @default 'Imagem' */
  label?: string;
  /** Alternative text of the preview. @default 'Pré-visualização da imagem' */
  alt?: string;
  /** Text of the pick button. @default 'Selecionar imagem' */
  buttonLabel?: string;
  /** Help under the buttons. @default 'JPEG, PNG ou GIF, até 10 MB. Também é possível arrastar a imagem para o quadro.' */
  hint?: ReactNode;
  /** Text of the remove button. @default 'Remover imagem' */
  removeLabel?: string;
  /**
   * Shown in the frame when `value` does not load (an address that is gone): the remove and pick
   * buttons stay. @default 'Imagem indisponível'
   */
  unavailableLabel?: string;
  /**
   * What screen readers hear before the label on the frame's keyboard drop target (React Aria's
   * own default is 'DropZone', untranslated). @default 'Área para soltar a imagem:'
   */
  dropLabel?: string;
  /**
   * An error from outside (e.g. the upload failed). As it comes, the picked image's preview goes:
   * the frame shows `value` again, what the form holds, so a failed upload never looks attached.
   */
  errorMessage?: string;
  /**
   * Sends the last picked image again; given, a button beside `errorMessage` offers it (an upload
   * cut by the network, where picking the file again was the only way).
   */
  onRetry?: () => void;
  /** Text of the retry button. @default 'Tentar novamente' */
  retryLabel?: string;
  /** Disables picking and removing. @default false */
  isDisabled?: boolean;
  /** Extra classes for the root element. */
  className?: string;
}

/**
 * Picks one image by button or drop, checks its type and size (messages passed in), previews it
 * at once (a local object URL until `value` arrives) and shows the upload progress.
 * @example <ImageUpload label="Imagem do Curso" value={url} onSelect={enviar} progress={p} typeErrorMessage={tipo} sizeErrorMessage={tamanho} />
 */
/** Hoisted: the React Compiler cannot compile a computed default parameter. */
const TEN_MB = 10 * 1024 * 1024;

export function ImageUpload({
  value = null,
  onSelect,
  onReject,
  onRemove,
  accept = DEFAULT_ACCEPT,
  maxSize = TEN_MB,
  typeErrorMessage,
  sizeErrorMessage,
  progress,
  label = 'Imagem',
  alt = 'Pré-visualização da imagem',
  buttonLabel = 'Selecionar imagem',
  hint = 'JPEG, PNG ou GIF, até 10 MB. Também é possível arrastar a imagem para o quadro.',
  removeLabel = 'Remover imagem',
  unavailableLabel = 'Imagem indisponível',
  dropLabel = 'Área para soltar a imagem:',
  errorMessage,
  onRetry,
  retryLabel = 'Tentar novamente',
  isDisabled = false,
  className,
}: ImageUploadProps) {
  const labelId = useId();
  const errorId = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The address that failed to load, if any: a broken-image icon tells the user nothing.
  const [failed, setFailed] = useState<string | null>(null);
  const percent = progressPercent(progress);
  const uploading = percent !== null && percent < 100;

  // A new value from the caller replaces the local preview; object URLs are released.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the caller's value changes on purpose.
  useEffect(() => {
    setLocal(null);
  }, [value]);
  // An error from outside means the picked image was not taken: its preview goes with it, before
  // the error is painted (a layout effect), so no frame shows the error beside that image.
  useLayoutEffect(() => {
    if (errorMessage) setLocal(null);
  }, [errorMessage]);
  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local);
    },
    [local],
  );
  // An image that did not load while the network was down is tried again once it is back.
  useEffect(() => {
    if (failed === null) return;
    const retry = () => setFailed(null);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  function take(files: File[]) {
    const file = files[0];
    if (!file) return;
    const issue = checkFile(file, { accept, maxSize });
    if (issue) {
      setProblem(issue === 'type' ? typeErrorMessage : sizeErrorMessage);
      onReject?.(file, issue);
      return;
    }
    setProblem(null);
    setLocal(URL.createObjectURL(file));
    onSelect(file);
  }

  const preview = local ?? value;
  const shownError = problem ?? errorMessage ?? null;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {label}
      </span>
      <div className="flex flex-wrap items-start gap-4">
        <DropZone
          aria-label={dropLabel}
          aria-labelledby={labelId}
          isDisabled={isDisabled || uploading}
          getDropOperation={(types) => (accept.some((t) => types.has(t)) ? 'copy' : 'cancel')}
          onDrop={async (e) => {
            const files = await Promise.all(e.items.filter(isFileDropItem).map((item) => item.getFile()));
            take(files);
          }}
          className={(rp) =>
            cn(
              focusRing(rp),
              'relative flex size-36 shrink-0 items-center justify-center overflow-hidden rounded-lg border',
              preview ? 'border-border bg-surface' : 'border-dashed border-border-strong bg-surface-muted',
              rp.isDropTarget && 'border-accent bg-accent-soft',
              shownError && 'border-error',
            )
          }
        >
          {preview && preview !== failed ? (
            <img
              src={preview}
              alt={alt}
              className="size-full object-cover"
              onError={() => setFailed(preview)}
            />
          ) : (
            <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-fg-subtle">
              {preview ? (
                <ImageOff aria-hidden className="size-6" />
              ) : (
                <ImageIcon aria-hidden className="size-6" />
              )}
              {preview ? unavailableLabel : 'Nenhuma imagem'}
            </span>
          )}
        </DropZone>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <FileTrigger acceptedFileTypes={accept} onSelect={(list) => take(list ? [...list] : [])}>
              <Button
                size="sm"
                isDisabled={isDisabled || uploading}
                aria-describedby={shownError ? errorId : undefined}
              >
                {buttonLabel}
              </Button>
            </FileTrigger>
            {onRemove && preview && (
              <Button size="sm" variant="ghost" isDisabled={isDisabled || uploading} onPress={onRemove}>
                <Trash2 aria-hidden />
                {removeLabel}
              </Button>
            )}
          </div>
          {hint != null && <span className="text-xs text-fg-subtle">{hint}</span>}
          {percent !== null && (
            <ProgressBar
              label="Enviando imagem"
              value={percent}
              size="sm"
              tone={percent >= 100 ? 'success' : 'accent'}
            />
          )}
          {shownError && (
            <div className="flex flex-wrap items-center gap-2">
              <p id={errorId} role="alert" className="text-xs font-medium text-error">
                {shownError}
              </p>
              {onRetry && problem === null && (
                <Button size="sm" isDisabled={isDisabled || uploading} onPress={onRetry}>
                  {retryLabel}
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
