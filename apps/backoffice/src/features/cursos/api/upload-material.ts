import { useCallback } from 'react';
import { useApi } from '../../../lib/session';

/**
 * `POST /api/arquivo/upload` (multipart `file`, `nome`, `tipo_arquivo_id`): uploads a material of
 * a subject and resolves to the stored file (`id` → `arquivo_id`, `url` → `caminho`).
 */
export function useUploadMaterial() {
  const api = useApi();
  return useCallback(
    async (
      input: { file: File; nome: string; tipo_arquivo_id: number },
      onProgress: (fraction: number) => void,
    ) => (await api.arquivos.upload({ body: input, onProgress })).data,
    [api],
  );
}
