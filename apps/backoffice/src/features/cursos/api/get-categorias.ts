import { PICKER_SIZE } from '@hangar/domain';
import { useCallback } from 'react';
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

/**
 * Searches categorias by name (`GET /api/categoria?nome=`, per_page 100 as §9), for a searchable
 * picker: resolves to the rows; aborts with `signal`. Not cached: each search is a new question.
 */
export function useSearchCategorias() {
  const api = useApi();
  return useCallback(
    async (nome: string, signal: AbortSignal) => {
      const text = nome.trim();
      const query = { per_page: PICKER_SIZE.categoria, ...(text ? { nome: text } : {}) };
      return (await api.categorias.list({ query, signal })).data.data;
    },
    [api],
  );
}
