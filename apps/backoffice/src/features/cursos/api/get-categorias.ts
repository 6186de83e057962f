import { PICKER_SIZE } from '@hangar/domain';
import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** Pickers do not refetch on focus; a failed picker load is silently ignored (§8): the list stays empty. */
const quiet = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** Categorias for pickers (§9: per_page 100). */
export function useCategorias() {
  const api = useApi();
  const swr = useSWR(
    ['categorias.list', PICKER_SIZE.categoria] as const,
    ([, perPage]) => api.categorias.list({ query: { per_page: perPage } }),
    quiet,
  );
  return swr.data?.data.data ?? [];
}
