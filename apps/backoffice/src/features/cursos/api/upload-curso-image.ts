import { useCallback } from 'react';
import { useApi } from '../../../lib/session';

/**
 * `POST /api/arquivo/temp` (multipart field `avatar`): uploads the course image and resolves to
 * the stored file (`url` is what the course keeps as `imagem_url`). Nothing is cached.
 */
export function useUploadCursoImage() {
  const api = useApi();
  return useCallback(
    async (file: File, onProgress: (fraction: number) => void) =>
      (await api.arquivos.temp({ body: { avatar: file }, onProgress })).data,
    [api],
  );
}
