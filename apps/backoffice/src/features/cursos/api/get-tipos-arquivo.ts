import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** Pickers do not refetch on focus; a failed picker load is silently ignored (§8): the list stays empty. */
const quiet = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** File types of a material (`GET /api/arquivo/tipos`): 1, 2, 3 have their own icons. */
export function useTiposArquivo() {
  const api = useApi();
  const swr = useSWR(['arquivos.tipos'] as const, () => api.arquivos.tipos(), quiet);
  return swr.data?.data ?? [];
}
