import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../app/session';
import { isCursosKey } from './get-cursos';

/**
 * `DELETE /api/curso/{uuid}?ids={uuid}` (§7). Only a successful delete reloads the list (§4);
 * a failure rejects and the list stays as it is.
 */
export function useDeleteCurso() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (uuid: string) => {
      await api.cursos.delete({ params: { id: uuid }, query: { ids: uuid } });
      await mutate(isCursosKey);
    },
    [api, mutate],
  );
}
