import {
  ACCEPTED_IMAGE_TYPES,
  describeError,
  flattenFieldErrors,
  IMAGE_MAX_BYTES,
  MESSAGES,
  validateCourseImage,
} from '@hangar/domain';
import { ImageUpload } from '@hangar/ui';
import { useState } from 'react';
import { uploadUrl } from '../../../../lib/config';
import { toFailure } from '../../../../lib/failure';
import { mayPassOnRetry } from '../../../../lib/retry-transient';
import { useUploadCursoImage } from '../../api/upload-curso-image';

export interface CursoImageFieldProps {
  /** The stored image's url (`imagem_url`), or `null`. */
  value: string | null;
  /** Called with the uploaded image's url, or `null` when removed. */
  onChange: (url: string | null) => void;
  /** A message from the save (e.g. a server 422 on `imagem_url`). */
  errorMessage?: string;
  /** Read-only form: nothing can be chosen or removed. @default false */
  isDisabled?: boolean;
  /** Told when an upload starts and ends (the form's SALVAR waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * 'Imagem do Curso' (§2.5) on the kit's `ImageUpload`: a jpeg, png or gif under 10 MB (§5, with
 * the domain's messages) is uploaded through `POST /api/arquivo/temp` with its progress shown,
 * and previewed.
 */
export function CursoImageField({
  value,
  onChange,
  errorMessage,
  isDisabled = false,
  onBusyChange,
}: CursoImageFieldProps) {
  const upload = useUploadCursoImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The image whose upload failed, for 'Tentar novamente'.
  const [unsent, setUnsent] = useState<File | null>(null);

  const take = async (file: File) => {
    // The kit checks type and size; the domain's rule is the one the server applies, so it has
    // the last word (e.g. a file of exactly 10 MB).
    const errors = flattenFieldErrors(validateCourseImage(file));
    if (errors.length > 0) {
      setProblem(errors.join(' '));
      return;
    }
    setProblem(null);
    setUnsent(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const stored = await upload(file, setProgress);
      onChange(stored.url);
    } catch (error) {
      // The frame goes back to the image the form holds; the message offers sending it again
      // when that may help (not after the server refused the file itself).
      setUnsent(mayPassOnRetry(error) ? file : null);
      setProblem(describeError('save', toFailure(error))?.messages.join(' ') ?? null);
    }
    setProgress(null);
    onBusyChange?.(false);
  };

  return (
    <ImageUpload
      label="Imagem do Curso"
      alt="Imagem do curso"
      value={uploadUrl(value)}
      onSelect={(file) => void take(file)}
      onReject={() => {
        setProblem(null);
        setUnsent(null);
      }}
      onRemove={() => {
        setProblem(null);
        setUnsent(null);
        onChange(null);
      }}
      onRetry={unsent ? () => void take(unsent) : undefined}
      accept={[...ACCEPTED_IMAGE_TYPES]}
      maxSize={IMAGE_MAX_BYTES}
      typeErrorMessage={MESSAGES.image.typeInvalid}
      sizeErrorMessage={MESSAGES.image.tooLarge}
      progress={progress}
      errorMessage={problem ?? errorMessage}
      isDisabled={isDisabled}
    />
  );
}
