import { useCallback } from 'react';
import { useApi } from '../session';
import { usePicker } from '../use-picker';

/** File types of a material (`GET /api/arquivo/tipos`): 1, 2, 3 have their own icons. */
export function useTiposArquivo() {
  return usePicker('arquivos.tipos').items;
}

/**
 * `POST /api/arquivo/upload` (multipart `file`, `nome`, `tipo_arquivo_id`): uploads a material
 * (of a course subject or a problem) and resolves to the stored file (`id` → `arquivo_id`,
 * `url` → `caminho`).
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
