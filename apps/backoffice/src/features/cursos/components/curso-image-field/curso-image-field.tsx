import { ACCEPTED_IMAGE_TYPES, describeError, flattenFieldErrors, validateCourseImage } from '@hangar/domain';
import { Button, ProgressBar } from '@hangar/ui';
import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { toFailure } from '../../../../lib/failure';
import { useUploadCursoImage } from '../../api/upload-curso-image';

export interface CursoImageFieldProps {
  /** The stored image's url (`imagem_url`), or `null`. */
  value: string | null;
  /** Called with the uploaded image's url, or `null` when removed. */
  onChange: (url: string | null) => void;
  /** A message from the save (e.g. a server 422 on `imagem_url`). */
  errorMessage?: string;
}

/**
 * 'Imagem do Curso' (§2.5): picks a jpeg, png or gif under 10 MB (§5, checked before sending,
 * with the domain's messages), uploads it through `POST /api/arquivo/temp` showing the progress,
 * and previews it.
 */
export function CursoImageField({ value, onChange, errorMessage }: CursoImageFieldProps) {
  const upload = useUploadCursoImage();
  const labelId = useId();
  const errorId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[]>([]);

  const take = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const errors = flattenFieldErrors(validateCourseImage(file));
    setProblem(errors);
    if (errors.length > 0) return;
    setProgress(0);
    try {
      const stored = await upload(file, setProgress);
      onChange(stored.url);
    } catch (error) {
      setProblem(describeError('save', toFailure(error))?.messages ?? []);
    } finally {
      setProgress(null);
    }
  };

  const messages = problem.length > 0 ? problem : errorMessage ? [errorMessage] : [];
  return (
    <fieldset aria-labelledby={labelId} className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-fg">
        Imagem do Curso
      </span>
      <div className="flex items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-muted">
          {value ? (
            <img src={value} alt="Imagem do curso" className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden className="size-8 text-fg-subtle" />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <FileTrigger acceptedFileTypes={[...ACCEPTED_IMAGE_TYPES]} onSelect={take}>
              <Button
                size="sm"
                isDisabled={progress !== null}
                aria-describedby={messages.length > 0 ? errorId : undefined}
              >
                <Upload aria-hidden />
                {value ? 'Trocar imagem' : 'Selecionar imagem'}
              </Button>
            </FileTrigger>
            {value && (
              <Button size="sm" variant="ghost" onPress={() => onChange(null)} isDisabled={progress !== null}>
                <Trash2 aria-hidden />
                Remover imagem
              </Button>
            )}
          </div>
          <p className="text-xs text-fg-subtle">JPEG, PNG ou GIF, até 10 MB.</p>
          {progress !== null && (
            <ProgressBar label="Enviando imagem" value={Math.round(progress * 100)} size="sm" />
          )}
          {messages.length > 0 && (
            <p id={errorId} role="alert" className="text-xs text-error">
              {messages.join(' ')}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
